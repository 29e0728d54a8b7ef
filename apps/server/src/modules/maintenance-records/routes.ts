import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { maintenanceCosts } from './maintenance-costs.js';
import { toolMaintenanceHistory } from './tool-maintenance-history.js';
import { vehicleMaintenanceHistory } from './vehicle-maintenance-history.js';
import { recordToolMaintenance } from './record-tool-maintenance.js';
import { recordVehicleMaintenance } from './record-vehicle-maintenance.js';
import { maintenanceRecordsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** Maintenance done on tools and vehicles, their histories, and what it cost. */
export const maintenanceRecordRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader },
) => {
  route(app, maintenanceRecordsApi.recordTool, async (request) =>
    recordToolMaintenance(db, authOf(request), request.params.id, request.body),
  );
  route(app, maintenanceRecordsApi.recordVehicle, async (request) =>
    recordVehicleMaintenance(db, authOf(request), request.params.id, request.body),
  );
  route(app, maintenanceRecordsApi.listTool, async (request) =>
    toolMaintenanceHistory(reader(request), authOf(request), request.params.id),
  );
  route(app, maintenanceRecordsApi.listVehicle, async (request) =>
    vehicleMaintenanceHistory(reader(request), authOf(request), request.params.id),
  );
  route(app, maintenanceRecordsApi.costs, async (request) =>
    maintenanceCosts(reader(request), authOf(request), request.query),
  );
};
