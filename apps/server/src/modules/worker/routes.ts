import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  returnPlaceResponseSchema,
  toolResponseSchema,
  toolReturnSchema,
  vehicleResponseSchema,
  vehicleReturnSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { toolsOf } from './tools-of.js';
import { vehiclesOf } from './vehicles-of.js';
import { confirmTool } from './confirm-tool.js';
import { returnTool } from './return-tool.js';
import { confirmVehicle } from './confirm-vehicle.js';
import { returnVehicle } from './return-vehicle.js';
import { availableParkingLocations } from './available-parking-locations.js';
import { availableStorageUnits } from './available-storage-units.js';
import { publicOrigin } from '../../http/public-origin.js';

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
  for (const state of ['assigned', 'pending'] as const) {
    app.get(
      `/tools/${state}`,
      {
        config: { access: 'assignments.listOwn' },
        schema: {
          tags: ['worker'],
          summary: `Tools ${state} to me`,
          response: { 200: z.array(toolResponseSchema) },
        },
      },
      async (request) => toolsOf(reader(request), authOf(request), state),
    );
    app.get(
      `/vehicles/${state}`,
      {
        config: { access: 'assignments.listOwn' },
        schema: {
          tags: ['worker'],
          summary: `Vehicles ${state} to me`,
          response: { 200: z.array(vehicleResponseSchema) },
        },
      },
      async (request) => vehiclesOf(reader(request), authOf(request), state),
    );
  }
  app.post(
    '/tools/:id/confirm',
    {
      config: { access: 'assignments.confirm', idempotent: true },
      schema: {
        tags: ['worker'],
        summary: 'Confirm a tool assigned to me',
        params: idParams,
        response: { 200: toolResponseSchema, 409: alreadyHandled },
      },
    },
    async (request) => confirmTool(db, authOf(request), request.params.id),
  );
  app.post(
    '/tools/:id/return',
    {
      config: { access: 'assignments.return', idempotent: true },
      schema: {
        tags: ['worker'],
        summary:
          'Return my tool to a storage unit; with damage reported, it goes to maintenance there where the organization wants that',
        params: idParams,
        body: toolReturnSchema,
        response: { 200: toolResponseSchema, 409: alreadyHandled },
      },
    },
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
  );
  app.post(
    '/vehicles/:id/confirm',
    {
      config: { access: 'assignments.confirm', idempotent: true },
      schema: {
        tags: ['worker'],
        summary: 'Confirm a vehicle assigned to me',
        params: idParams,
        response: { 200: vehicleResponseSchema, 409: alreadyHandled },
      },
    },
    async (request) => confirmVehicle(db, authOf(request), request.params.id),
  );
  app.post(
    '/vehicles/:id/return',
    {
      config: { access: 'assignments.return', idempotent: true },
      schema: {
        tags: ['worker'],
        summary:
          'Return my vehicle, to a parking place or none; with damage reported, it goes to service where the organization wants that',
        params: idParams,
        body: vehicleReturnSchema,
        response: { 200: vehicleResponseSchema, 409: alreadyHandled },
      },
    },
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
  );
  app.get(
    '/storage-units/available',
    {
      config: { access: 'storageUnits.listAvailable' },
      schema: {
        tags: ['worker'],
        summary: 'Storage units to return tools to',
        response: { 200: z.array(returnPlaceResponseSchema) },
      },
    },
    async (request) => availableStorageUnits(reader(request), authOf(request)),
  );
  app.get(
    '/parking-locations/available',
    {
      config: { access: 'parkingLocations.listAvailable' },
      schema: {
        tags: ['worker'],
        summary: 'Parking places to return vehicles to',
        response: { 200: z.array(returnPlaceResponseSchema) },
      },
    },
    async (request) => availableParkingLocations(reader(request), authOf(request)),
  );
};
