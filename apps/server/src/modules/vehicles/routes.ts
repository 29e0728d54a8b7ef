import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createVehicle } from './create-vehicle.js';
import { getVehicle } from './get-vehicle.js';
import { createVehicleLog } from './create-vehicle-log.js';
import { deleteItem } from '../items/index.js';
import { vehicleKind } from './move-vehicle.js';
import { listVehicleLogs } from './list-vehicle-logs.js';
import { setVehicleStatus } from './set-vehicle-status.js';
import { updateVehicle } from './update-vehicle.js';
import { listVehicles } from './list-vehicles.js';
import { vehiclesOnTires } from './vehicles-on-tires.js';
import { changeVehicleTires } from './change-vehicle-tires.js';
import { dismissedTireAlert, dismissTireAlert } from './tire-alert-dismissals.js';
import { vehiclesApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const illegalStatusChange = errorAnswer(
  'The status machine does not allow this change from the current status',
);

export const vehicleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, vehiclesApi.list, async (request) =>
    listVehicles(reader(request), authOf(request), request.query),
  );
  route(app, vehiclesApi.tireAlert, async (request) => {
    const auth = authOf(request);
    const [onTires, dismissed] = await Promise.all([
      vehiclesOnTires(reader(request), auth, request.query.tireType),
      dismissedTireAlert(reader(request), auth, request.query.season),
    ]);
    return { ...onTires, dismissed };
  });
  route(app, vehiclesApi.dismissTireAlert, async (request, reply) => {
    await dismissTireAlert(db, authOf(request), request.body.season);
    return reply.status(204).send();
  });
  route(app, vehiclesApi.create, async (request, reply) =>
    reply.status(201).send(await createVehicle(db, authOf(request), request.body)),
  );
  route(app, vehiclesApi.read, async (request) =>
    getVehicle(reader(request), authOf(request), request.params.id),
  );
  route(
    app,
    vehiclesApi.update,
    async (request) => updateVehicle(db, authOf(request), request.params.id, request.body),
    { errors: { 409: illegalStatusChange } },
  );
  route(app, vehiclesApi.delete, async (request, reply) => {
    await deleteItem(db, authOf(request), vehicleKind, request.params.id);
    return reply.status(204).send();
  });
  route(
    app,
    vehiclesApi.changeStatus,
    async (request) => setVehicleStatus(db, authOf(request), request.params.id, request.body),
    { errors: { 409: illegalStatusChange } },
  );
  route(app, vehiclesApi.changeTires, async (request) =>
    changeVehicleTires(db, authOf(request), request.params.id, request.body),
  );
  route(app, vehiclesApi.readLog, async (request) =>
    listVehicleLogs(reader(request), authOf(request), request.params.id),
  );
};

export const vehicleLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, vehiclesApi.writeLog, async (request, reply) =>
    reply.status(201).send(await createVehicleLog(db, authOf(request), request.body)),
  );
};
