import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponseSchema,
  tireAlertDismissalSchema,
  tireAlertQuerySchema,
  tireAlertResponseSchema,
  vehicleLogResponseSchema,
  vehicleLogSchema,
  vehicleResponseSchema,
  vehicleSchema,
  vehicleStatusChangeSchema,
  vehicleTireChangeSchema,
  vehicleUpdateSchema,
  vehicleListQuerySchema,
} from '@toolyard/shared';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createVehicle } from './create-vehicle.js';
import { getVehicle } from './get-vehicle.js';
import { createVehicleLog } from './create-vehicle-log.js';
import { deleteVehicle } from './delete-vehicle.js';
import { listVehicleLogs } from './list-vehicle-logs.js';
import { setVehicleStatus } from './set-vehicle-status.js';
import { updateVehicle } from './update-vehicle.js';
import { listVehicles } from './list-vehicles.js';
import { vehiclesOnTires } from './vehicles-on-tires.js';
import { changeVehicleTires } from './change-vehicle-tires.js';
import { dismissedTireAlert, dismissTireAlert } from './tire-alert-dismissals.js';

const illegalStatusChange = errorAnswer(
  'The status machine does not allow this change from the current status',
);

export const vehicleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'vehicles.list' },
      schema: {
        tags: ['vehicles'],
        summary: 'Vehicles: the whole list, or with limit/cursor one page',
        querystring: vehicleListQuerySchema,
        response: { 200: listResponseSchema(vehicleResponseSchema) },
      },
    },
    async (request) => listVehicles(reader(request), authOf(request), request.query),
  );
  app.get(
    '/tire-alert',
    {
      config: { access: 'vehicles.list' },
      schema: {
        tags: ['vehicles'],
        summary:
          "The tire alert: how many vehicles are on the season's wrong tyres, the first five of them, and whether the caller dismissed it for `season` (e.g. winter-2026)",
        querystring: tireAlertQuerySchema,
        response: { 200: tireAlertResponseSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const [onTires, dismissed] = await Promise.all([
        vehiclesOnTires(reader(request), auth, request.query.tireType),
        dismissedTireAlert(reader(request), auth, request.query.season),
      ]);
      return { ...onTires, dismissed };
    },
  );
  app.put(
    '/tire-alert/dismissal',
    {
      config: { access: 'vehicles.dismissTireAlert' },
      schema: {
        tags: ['vehicles'],
        summary:
          'Dismiss the tire alert for the caller, for one season (winter-2026: the winter that began in 2026); again changes nothing',
        body: tireAlertDismissalSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await dismissTireAlert(db, authOf(request), request.body.season);
      return reply.status(204).send();
    },
  );
  app.post(
    '/',
    {
      config: { access: 'vehicles.create' },
      schema: {
        tags: ['vehicles'],
        summary: 'Create a vehicle',
        body: vehicleSchema,
        response: { 201: vehicleResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVehicle(db, authOf(request), request.body)),
  );
  app.get(
    '/:id',
    {
      config: { access: 'vehicles.read' },
      schema: {
        tags: ['vehicles'],
        summary:
          "One vehicle, with who has it and where it is (its page); another organization's is not found",
        params: idParams,
        response: { 200: vehicleResponseSchema },
      },
    },
    async (request) => getVehicle(reader(request), authOf(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      config: { access: 'vehicles.update' },
      schema: {
        tags: ['vehicles'],
        summary: 'Update a vehicle (a status change needs odometerReading and is logged)',
        params: idParams,
        body: vehicleUpdateSchema,
        response: { 200: vehicleResponseSchema, 409: illegalStatusChange },
      },
    },
    async (request) => updateVehicle(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'vehicles.delete' },
      schema: {
        tags: ['vehicles'],
        summary: 'Delete a vehicle',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteVehicle(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:id/status',
    {
      config: { access: 'vehicles.changeStatus' },
      schema: {
        tags: ['vehicles'],
        summary: 'Change the status atomically, with the odometer reading logged',
        params: idParams,
        body: vehicleStatusChangeSchema,
        response: { 200: vehicleResponseSchema, 409: illegalStatusChange },
      },
    },
    async (request) => setVehicleStatus(db, authOf(request), request.params.id, request.body),
  );
  app.post(
    '/:id/tires',
    {
      config: { access: 'vehicles.update' },
      schema: {
        tags: ['vehicles'],
        summary: 'Record new tyres (type and year) on a vehicle, logged; its status stays',
        params: idParams,
        body: vehicleTireChangeSchema,
        response: { 200: vehicleResponseSchema },
      },
    },
    async (request) => changeVehicleTires(db, authOf(request), request.params.id, request.body),
  );
  app.get(
    '/:id/logs',
    {
      config: { access: 'vehicles.readLog' },
      schema: {
        tags: ['vehicles'],
        summary: "A vehicle's log, newest first",
        params: idParams,
        response: { 200: z.array(vehicleLogResponseSchema) },
      },
    },
    async (request) => listVehicleLogs(reader(request), authOf(request), request.params.id),
  );
};

export const vehicleLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/vehicle-logs',
    {
      config: { access: 'vehicles.writeLog' },
      schema: {
        tags: ['vehicles'],
        summary: 'Write a vehicle log entry (the author is always the caller)',
        body: vehicleLogSchema,
        response: { 201: vehicleLogResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVehicleLog(db, authOf(request), request.body)),
  );
};
