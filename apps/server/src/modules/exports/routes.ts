import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchListQuerySchema,
  EXPORT_ROWS_HEADER,
  exportFormatQuery,
  notificationListQuerySchema,
  organizationListQuerySchema,
  parkingListQuerySchema,
  reportListQuerySchema,
  siteListQuerySchema,
  storageUnitListQuerySchema,
  toolListQuerySchema,
  userListQuerySchema,
  vehicleListQuerySchema,
  workerListQuerySchema,
  type ExportFormat,
  type Permission,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { authOf } from '../../http/auth-guard.js';
import { attachment } from '../../http/attachment.js';
import { requestLanguage } from '../../http/language.js';
import { holdSlotForAnswer } from '../../http/organization-share.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { claimantOf, createFairShare, type FairShare } from '../../lib/fair-share.js';
import { EXPORT_SHARE } from './export-share.js';
import { exportList, type ListExport } from './export-list.js';
import { toolsExport } from './lists/tools.js';
import { vehiclesExport } from './lists/vehicles.js';
import { reportsExport } from './lists/reports.js';
import { storageUnitsExport } from './lists/storage-units.js';
import { parkingLocationsExport } from './lists/parking-locations.js';
import { sitesExport } from './lists/sites.js';
import { branchesExport } from './lists/branches.js';
import { usersExport, workersExport } from './lists/users.js';
import { notificationsExport } from './lists/notifications.js';
import { organizationsExport } from './lists/organizations.js';

const binary = { schema: z.string().meta({ format: 'binary' }) };
const exportFile = {
  description: `The list as a file to keep (Content-Disposition names it): CSV (UTF-8 with BOM) or XLSX, streamed. \`${EXPORT_ROWS_HEADER}\` says how many data rows (no header row) it will hold, as counted when the export started; absent when the list does not count its rows exactly (a search with more matches than it counts)`,
  content: {
    'text/csv': binary,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
  },
};

/**
 * `GET <url>`: the list's rows for its own query — the same schema, filters, search and sort as
 * the list — as CSV or XLSX, with the list's permission (decision 0027).
 */
const exportRoute = <Item, Query extends object>(
  app: FastifyInstance,
  { reader, share }: { reader: (request: FastifyRequest) => Executor; share: FairShare },
  url: string,
  access: Permission,
  query: z.ZodObject,
  list: ListExport<Item, Query>,
) =>
  app.get(
    url,
    {
      config: { access },
      schema: {
        tags: ['exports'],
        summary: `Export the ${list.fileName} list as CSV or XLSX (the list's filters, search and sort)`,
        querystring: query.omit({ limit: true, cursor: true }).extend(exportFormatQuery),
        response: {
          200: exportFile,
          429: errorAnswer(
            "The caller's organization or the caller has as many exports streaming and waiting as its share (`Retry-After`)",
          ),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      // The export's slot is held until its last row is sent (or the client hangs up).
      await holdSlotForAnswer(share, claimantOf(auth), reply);
      const file = await exportList(
        list,
        reader(request),
        auth,
        request.query as Query & { format: ExportFormat },
        requestLanguage(request),
      );
      if (file.rows !== undefined) reply.header(EXPORT_ROWS_HEADER, String(file.rows));
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .send(file.stream);
    },
  );

export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const share = createFairShare(EXPORT_SHARE);
  app.addHook('onClose', async () => share.close());
  // Exports read from a replica where one serves the caller (decision 0064).
  const using = { reader: deps.reader, share };
  exportRoute(app, using, '/tools/export', 'tools.list', toolListQuerySchema, toolsExport);
  exportRoute(
    app,
    using,
    '/vehicles/export',
    'vehicles.list',
    vehicleListQuerySchema,
    vehiclesExport,
  );
  exportRoute(app, using, '/reports/export', 'reports.list', reportListQuerySchema, reportsExport);
  exportRoute(
    app,
    using,
    '/storage-units/export',
    'storageUnits.list',
    storageUnitListQuerySchema,
    storageUnitsExport,
  );
  exportRoute(
    app,
    using,
    '/parking-locations/export',
    'parkingLocations.list',
    parkingListQuerySchema,
    parkingLocationsExport,
  );
  exportRoute(app, using, '/sites/export', 'sites.list', siteListQuerySchema, sitesExport);
  exportRoute(
    app,
    using,
    '/branches/export',
    'branches.list',
    branchListQuerySchema,
    branchesExport,
  );
  exportRoute(app, using, '/users/export', 'users.list', userListQuerySchema, usersExport);
  exportRoute(
    app,
    using,
    '/users/workers/export',
    'users.listWorkers',
    workerListQuerySchema,
    workersExport,
  );
  exportRoute(
    app,
    using,
    '/ai/messages/export',
    'notifications.history',
    notificationListQuerySchema,
    notificationsExport,
  );
  exportRoute(
    app,
    using,
    '/organizations/export',
    'organizations.list',
    organizationListQuerySchema,
    organizationsExport,
  );
};
