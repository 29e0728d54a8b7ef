import { endpoint } from './endpoint.js';
import { idParams } from './answers.js';
import {
  maintenanceCostsQuerySchema,
  maintenanceCostsResponseSchema,
  maintenanceDoneSchema,
  maintenanceHistoryResponseSchema,
} from '../inventory/maintenance-records.js';
import { toolResponseSchema, vehicleResponseSchema } from '../inventory/responses.js';

/** The maintenance records routes (docs/architecture.md, "The API table"). */
export const maintenanceRecordsApi = {
  recordTool: endpoint({
    method: 'POST',
    path: '/api/tools/:id/maintenance',
    announces: ['tool'],
    access: 'maintenance.record',
    tags: ['maintenance'],
    summary:
      'Record maintenance done on a tool: logged, costed, and its next date moved on by its interval',
    params: idParams,
    body: maintenanceDoneSchema,
    answer: toolResponseSchema,
    status: 200,
  }),
  recordVehicle: endpoint({
    method: 'POST',
    path: '/api/vehicles/:id/maintenance',
    announces: ['vehicle'],
    access: 'maintenance.record',
    tags: ['maintenance'],
    summary:
      'Record a service done on a vehicle: logged with its reading, costed, and its next date and kilometres moved on',
    params: idParams,
    body: maintenanceDoneSchema,
    answer: vehicleResponseSchema,
    status: 200,
  }),
  listTool: endpoint({
    method: 'GET',
    path: '/api/tools/:id/maintenance',
    access: 'maintenance.read',
    tags: ['maintenance'],
    summary: "A tool's maintenance history, newest first, and its total cost",
    params: idParams,
    answer: maintenanceHistoryResponseSchema,
    status: 200,
  }),
  listVehicle: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/maintenance',
    access: 'maintenance.read',
    tags: ['maintenance'],
    summary: "A vehicle's service history, newest first, and its total cost",
    params: idParams,
    answer: maintenanceHistoryResponseSchema,
    status: 200,
  }),
  costs: endpoint({
    method: 'GET',
    path: '/api/maintenance-costs',
    access: 'maintenance.read',
    tags: ['maintenance'],
    summary:
      'Maintenance costs per month and branch, the items that cost most, and the total, for months from..to',
    query: maintenanceCostsQuerySchema,
    answer: maintenanceCostsResponseSchema,
    status: 200,
  }),
};
