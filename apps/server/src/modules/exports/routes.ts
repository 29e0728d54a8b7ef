import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_ROWS_HEADER, exportsApi, type Endpoint, type ExportFormat } from '@toolyard/shared';
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

import { route, type RouteTarget } from '../../http/route.js';

/**
 * An export of the API table: the list's rows for its own query — the same filters, search and
 * sort as the list — as CSV or XLSX, with the list's permission (decision 0027).
 */
const exportRoute = <Item, Query extends object>(
  app: RouteTarget,
  { reader, share }: { reader: (request: FastifyRequest) => Executor; share: FairShare },
  entry: Endpoint,
  list: ListExport<Item, Query>,
) =>
  route(
    app,
    entry,
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
    {
      errors: {
        429: errorAnswer(
          "The caller's organization or the caller has as many exports streaming and waiting as its share (`Retry-After`)",
        ),
      },
    },
  );

export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const share = createFairShare(EXPORT_SHARE);
  app.addHook('onClose', async () => share.close());
  // Exports read from a replica where one serves the caller (decision 0064).
  const using = { reader: deps.reader, share };
  exportRoute(app, using, exportsApi.tools, toolsExport);
  exportRoute(app, using, exportsApi.vehicles, vehiclesExport);
  exportRoute(app, using, exportsApi.reports, reportsExport);
  exportRoute(app, using, exportsApi.storageUnits, storageUnitsExport);
  exportRoute(app, using, exportsApi.parkingLocations, parkingLocationsExport);
  exportRoute(app, using, exportsApi.sites, sitesExport);
  exportRoute(app, using, exportsApi.branches, branchesExport);
  exportRoute(app, using, exportsApi.users, usersExport);
  exportRoute(app, using, exportsApi.workers, workersExport);
  exportRoute(app, using, exportsApi.notifications, notificationsExport);
  exportRoute(app, using, exportsApi.organizations, organizationsExport);
};
