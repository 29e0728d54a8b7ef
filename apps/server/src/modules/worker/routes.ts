import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { itemsOf } from './items-of.js';
import { toolKind } from '../tools/index.js';
import { vehicleKind } from '../vehicles/index.js';
import { confirmTool } from './confirm-tool.js';
import { returnTool } from './return-tool.js';
import { confirmVehicle } from './confirm-vehicle.js';
import { returnVehicle } from './return-vehicle.js';
import { availableParkingLocations } from './available-parking-locations.js';
import { availableStorageUnits } from './available-storage-units.js';
import { publicOrigin } from '../../http/public-origin.js';
import { workerApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const alreadyHandled = errorAnswer(
  'Already confirmed or returned: the item is no longer in the state this needs',
);

/** My Stuff: a worker's items and what they do with them. */
export const workerRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, config, outbox },
) => {
  // A return that reports damage tells the admins by e-mail: queued with the return, sent once
  // it is committed (decisions 0045, 0074).
  const mailContext = (request: FastifyRequest) => ({
    origin: publicOrigin(config.publicUrl, request),
    smtp: outbox.smtp,
  });
  const lists = [
    ['assigned', workerApi.assignedTools, workerApi.assignedVehicles],
    ['pending', workerApi.pendingTools, workerApi.pendingVehicles],
  ] as const;
  for (const [state, toolList, vehicleList] of lists) {
    route(app, toolList, async (request) =>
      itemsOf(reader(request), authOf(request), toolKind, state),
    );
    route(app, vehicleList, async (request) =>
      itemsOf(reader(request), authOf(request), vehicleKind, state),
    );
  }
  route(
    app,
    workerApi.confirmTool,
    async (request) => confirmTool(db, authOf(request), request.params.id),
    { errors: { 409: alreadyHandled } },
  );
  route(
    app,
    workerApi.returnTool,
    async (request) => {
      const auth = authOf(request);
      const { item, filed } = await returnTool(
        db,
        auth,
        request.params.id,
        request.body,
        mailContext(request),
      );
      if (filed) outbox.nudge();
      return item;
    },
    { errors: { 409: alreadyHandled } },
  );
  route(
    app,
    workerApi.confirmVehicle,
    async (request) => confirmVehicle(db, authOf(request), request.params.id),
    { errors: { 409: alreadyHandled } },
  );
  route(
    app,
    workerApi.returnVehicle,
    async (request) => {
      const auth = authOf(request);
      const { item, filed } = await returnVehicle(
        db,
        auth,
        request.params.id,
        request.body,
        mailContext(request),
      );
      if (filed) outbox.nudge();
      return item;
    },
    { errors: { 409: alreadyHandled } },
  );
  route(app, workerApi.availableStorageUnits, async (request) =>
    availableStorageUnits(reader(request), authOf(request)),
  );
  route(app, workerApi.availableParkingLocations, async (request) =>
    availableParkingLocations(reader(request), authOf(request)),
  );
};
