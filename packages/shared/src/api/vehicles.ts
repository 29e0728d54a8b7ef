import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { vehicleLogResponseSchema, vehicleResponseSchema } from '../inventory/responses.js';
import {
  vehicleLogSchema,
  vehicleSchema,
  vehicleStatusChangeSchema,
  vehicleUpdateSchema,
} from '../inventory/schemas.js';
import { vehicleTireChangeSchema } from '../inventory/tire-change.js';
import { vehicleListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';
import {
  tireAlertDismissalSchema,
  tireAlertQuerySchema,
  tireAlertResponseSchema,
} from '../seasons/tire-alert-schemas.js';

/** The vehicles routes (docs/architecture.md, "The API table"). */
export const vehiclesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/vehicles',
    access: 'vehicles.list',
    tags: ['vehicles'],
    summary: 'Vehicles: the whole list, or with limit/cursor one page',
    query: vehicleListQuerySchema,
    answer: listResponseSchema(vehicleResponseSchema),
    status: 200,
  }),
  tireAlert: endpoint({
    method: 'GET',
    path: '/api/vehicles/tire-alert',
    access: 'vehicles.list',
    tags: ['vehicles'],
    summary:
      "The tire alert: how many vehicles are on the season's wrong tyres, the first five of them, and whether the caller dismissed it for `season` (e.g. winter-2026)",
    query: tireAlertQuerySchema,
    answer: tireAlertResponseSchema,
    status: 200,
  }),
  dismissTireAlert: endpoint({
    method: 'PUT',
    path: '/api/vehicles/tire-alert/dismissal',
    announces: [],
    access: 'vehicles.dismissTireAlert',
    tags: ['vehicles'],
    summary:
      'Dismiss the tire alert for the caller, for one season (winter-2026: the winter that began in 2026); again changes nothing',
    body: tireAlertDismissalSchema,
    answer: noContent,
    status: 204,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/vehicles',
    announces: ['vehicle'],
    access: 'vehicles.create',
    tags: ['vehicles'],
    summary: 'Create a vehicle',
    body: vehicleSchema,
    answer: vehicleResponseSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id',
    access: 'vehicles.read',
    tags: ['vehicles'],
    summary:
      "One vehicle, with who has it and where it is (its page); another organization's is not found",
    params: idParams,
    answer: vehicleResponseSchema,
    status: 200,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/vehicles/:id',
    announces: ['vehicle'],
    access: 'vehicles.update',
    tags: ['vehicles'],
    summary: 'Update a vehicle (a status change needs odometerReading and is logged)',
    params: idParams,
    body: vehicleUpdateSchema,
    answer: vehicleResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/vehicles/:id',
    announces: ['vehicle'],
    access: 'vehicles.delete',
    tags: ['vehicles'],
    summary: 'Delete a vehicle',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/vehicles/:id/status',
    announces: ['vehicle'],
    access: 'vehicles.changeStatus',
    tags: ['vehicles'],
    summary: 'Change the status atomically, with the odometer reading logged',
    params: idParams,
    body: vehicleStatusChangeSchema,
    answer: vehicleResponseSchema,
    status: 200,
  }),
  changeTires: endpoint({
    method: 'POST',
    path: '/api/vehicles/:id/tires',
    announces: ['vehicle'],
    access: 'vehicles.update',
    tags: ['vehicles'],
    summary: 'Record new tyres (type and year) on a vehicle, logged; its status stays',
    params: idParams,
    body: vehicleTireChangeSchema,
    answer: vehicleResponseSchema,
    status: 200,
  }),
  readLog: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/logs',
    access: 'vehicles.readLog',
    tags: ['vehicles'],
    summary: "A vehicle's log, newest first",
    params: idParams,
    answer: z.array(vehicleLogResponseSchema),
    status: 200,
  }),
  writeLog: endpoint({
    method: 'POST',
    path: '/api/vehicle-logs',
    announces: ['vehicle'],
    access: 'vehicles.writeLog',
    tags: ['vehicles'],
    summary: 'Write a vehicle log entry (the author is always the caller)',
    body: vehicleLogSchema,
    answer: vehicleLogResponseSchema,
    status: 201,
  }),
};
