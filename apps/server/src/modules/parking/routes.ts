import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  parkingListQuerySchema,
  listResponseSchema,
  parkingLocationSchema,
  parkingPlaceResponseSchema,
} from '@toolyard/shared';
import { noContent } from '../../http/responses.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createParkingLocation } from './create-parking-location.js';
import { deleteParkingLocation } from './delete-parking-location.js';
import { updateParkingLocation } from './update-parking-location.js';
import { listParkingLocations } from './list-parking-locations.js';

export const parkingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'parkingLocations.list' },
      schema: {
        tags: ['parking'],
        summary: 'Parking places: the whole list, or with limit/cursor one page',
        querystring: parkingListQuerySchema,
        response: { 200: listResponseSchema(parkingPlaceResponseSchema) },
      },
    },
    async (request) => listParkingLocations(reader(request), authOf(request), request.query),
  );
  app.post(
    '/',
    {
      config: { access: 'parkingLocations.create' },
      schema: {
        tags: ['parking'],
        summary: 'Create a parking place',
        body: parkingLocationSchema,
        response: { 201: parkingPlaceResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createParkingLocation(db, authOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      config: { access: 'parkingLocations.update' },
      schema: {
        tags: ['parking'],
        summary: 'Rename or move a parking place',
        params: idParams,
        body: parkingLocationSchema,
        response: { 200: parkingPlaceResponseSchema },
      },
    },
    async (request) => updateParkingLocation(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'parkingLocations.delete' },
      schema: {
        tags: ['parking'],
        summary: 'Delete a parking place',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteParkingLocation(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
