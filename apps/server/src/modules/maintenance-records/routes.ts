import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  maintenanceCostsQuerySchema,
  maintenanceCostsResponseSchema,
  maintenanceDoneSchema,
  maintenanceHistoryResponseSchema,
  toolResponseSchema,
  vehicleResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { maintenanceCosts } from './maintenance-costs.js';
import { toolMaintenanceHistory } from './tool-maintenance-history.js';
import { vehicleMaintenanceHistory } from './vehicle-maintenance-history.js';
import { recordToolMaintenance } from './record-tool-maintenance.js';
import { recordVehicleMaintenance } from './record-vehicle-maintenance.js';

/** Maintenance done on tools and vehicles, their histories, and what it cost. */
export const maintenanceRecordRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader },
) => {
  app.post(
    '/tools/:id/maintenance',
    {
      config: { access: 'maintenance.record' },
      schema: {
        tags: ['maintenance'],
        summary:
          'Record maintenance done on a tool: logged, costed, and its next date moved on by its interval',
        params: idParams,
        body: maintenanceDoneSchema,
        response: { 200: toolResponseSchema },
      },
    },
    async (request) => recordToolMaintenance(db, authOf(request), request.params.id, request.body),
  );
  app.post(
    '/vehicles/:id/maintenance',
    {
      config: { access: 'maintenance.record' },
      schema: {
        tags: ['maintenance'],
        summary:
          'Record a service done on a vehicle: logged with its reading, costed, and its next date and kilometres moved on',
        params: idParams,
        body: maintenanceDoneSchema,
        response: { 200: vehicleResponseSchema },
      },
    },
    async (request) =>
      recordVehicleMaintenance(db, authOf(request), request.params.id, request.body),
  );
  app.get(
    '/tools/:id/maintenance',
    {
      config: { access: 'maintenance.read' },
      schema: {
        tags: ['maintenance'],
        summary: "A tool's maintenance history, newest first, and its total cost",
        params: idParams,
        response: { 200: maintenanceHistoryResponseSchema },
      },
    },
    async (request) => toolMaintenanceHistory(reader(request), authOf(request), request.params.id),
  );
  app.get(
    '/vehicles/:id/maintenance',
    {
      config: { access: 'maintenance.read' },
      schema: {
        tags: ['maintenance'],
        summary: "A vehicle's service history, newest first, and its total cost",
        params: idParams,
        response: { 200: maintenanceHistoryResponseSchema },
      },
    },
    async (request) =>
      vehicleMaintenanceHistory(reader(request), authOf(request), request.params.id),
  );
  app.get(
    '/maintenance-costs',
    {
      config: { access: 'maintenance.read' },
      schema: {
        tags: ['maintenance'],
        summary:
          'Maintenance costs per month and branch, the items that cost most, and the total, for months from..to',
        querystring: maintenanceCostsQuerySchema,
        response: { 200: maintenanceCostsResponseSchema },
      },
    },
    async (request) => maintenanceCosts(reader(request), authOf(request), request.query),
  );
};
