import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservationsApi } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { route } from '../../http/route.js';
import { bookingAvailability } from './booking-availability.js';
import { cancelReservation } from './cancel-reservation.js';
import { createReservation } from './create-reservation.js';
import { getReservation } from './get-reservation.js';
import { listReservations } from './list-reservations.js';

export const reservationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Bookings are read from the primary: a booking just made must be in the list that follows.
  route(app, reservationsApi.list, async (request) =>
    listReservations(db, authOf(request), request.query),
  );
  route(app, reservationsApi.availability, async (request) =>
    bookingAvailability(db, authOf(request), request.query),
  );
  route(
    app,
    reservationsApi.create,
    async (request, reply) =>
      reply.status(201).send(await createReservation(db, authOf(request), request.body)),
    { errors: { 409: errorAnswer('Live bookings of the items overlap the range (`conflicts`)') } },
  );
  route(app, reservationsApi.read, async (request) =>
    getReservation(db, authOf(request), request.params.id),
  );
  route(
    app,
    reservationsApi.cancel,
    async (request) => cancelReservation(db, authOf(request), request.params.id),
    { errors: { 409: errorAnswer('The booking is picked up, returned or cancelled already') } },
  );
};
