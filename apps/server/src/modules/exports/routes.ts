import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchListQuerySchema,
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
  description:
    'The list as a file to keep (Content-Disposition names it): CSV (UTF-8 with BOM) or XLSX, streamed',
  content: {
    'text/csv': binary,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
  },
};

/**
 * `GET <url>`: the list's rows for its own query — the same schema, filters, search and sort as
 * the list — as CSV or XLSX, with the list's permission (issue 14, decision 0027).
 */
const exportRoute = <Item, Query extends object>(
  app: FastifyInstance,
  db: Executor,
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
        response: { 200: exportFile },
      },
    },
    async (request, reply) => {
      const file = await exportList(
        list,
        db,
        authOf(request),
        request.query as Query & { format: ExportFormat },
        requestLanguage(request),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  exportRoute(app, db, '/tools/export', 'tools.list', toolListQuerySchema, toolsExport);
  exportRoute(app, db, '/vehicles/export', 'vehicles.list', vehicleListQuerySchema, vehiclesExport);
  exportRoute(app, db, '/reports/export', 'reports.list', reportListQuerySchema, reportsExport);
  exportRoute(
    app,
    db,
    '/storage-units/export',
    'storageUnits.list',
    storageUnitListQuerySchema,
    storageUnitsExport,
  );
  exportRoute(
    app,
    db,
    '/parking-locations/export',
    'parkingLocations.list',
    parkingListQuerySchema,
    parkingLocationsExport,
  );
  exportRoute(app, db, '/sites/export', 'sites.list', siteListQuerySchema, sitesExport);
  exportRoute(app, db, '/branches/export', 'branches.list', branchListQuerySchema, branchesExport);
  exportRoute(app, db, '/users/export', 'users.list', userListQuerySchema, usersExport);
  exportRoute(
    app,
    db,
    '/users/workers/export',
    'users.listWorkers',
    workerListQuerySchema,
    workersExport,
  );
  exportRoute(
    app,
    db,
    '/ai/messages/export',
    'notifications.history',
    notificationListQuerySchema,
    notificationsExport,
  );
  exportRoute(
    app,
    db,
    '/organizations/export',
    'organizations.list',
    organizationListQuerySchema,
    organizationsExport,
  );
};
