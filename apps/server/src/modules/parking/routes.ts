import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createParkingLocation } from './create-parking-location.js';
import { deleteParkingLocation } from './delete-parking-location.js';
import { updateParkingLocation } from './update-parking-location.js';
import { listParkingLocations } from './list-parking-locations.js';
import { parkingApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const parkingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, parkingApi.list, async (request) =>
    listParkingLocations(reader(request), authOf(request), request.query),
  );
  route(app, parkingApi.create, async (request, reply) =>
    reply.status(201).send(await createParkingLocation(db, authOf(request), request.body)),
  );
  route(app, parkingApi.update, async (request) =>
    updateParkingLocation(db, authOf(request), request.params.id, request.body),
  );
  route(app, parkingApi.delete, async (request, reply) => {
    await deleteParkingLocation(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
};
