import { endpoint } from './endpoint.js';
import { idParams } from './answers.js';
import {
  bookingAvailabilityQuerySchema,
  reservationListQuerySchema,
  reservationSchema,
} from '../reservations/schemas.js';
import {
  bookingAvailabilityResponseSchema,
  reservationResponseSchema,
} from '../reservations/responses.js';
import { pageResponseSchema } from '../lists/responses.js';

/** The reservations routes (docs/product/reservations.md). */
export const reservationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/reservations',
    access: 'reservations.list',
    tags: ['reservations'],
    summary:
      'The bookings that overlap a window (at most two months), soonest first, a page at a time',
    query: reservationListQuerySchema,
    answer: pageResponseSchema(reservationResponseSchema),
    status: 200,
  }),
  availability: endpoint({
    method: 'GET',
    path: '/api/reservations/availability',
    access: 'reservations.availability',
    tags: ['reservations'],
    summary:
      'For the items a booking would hold over from–to: the live bookings in the way, and when each is next free for as long',
    query: bookingAvailabilityQuerySchema,
    answer: bookingAvailabilityResponseSchema,
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/reservations',
    announces: ['reservation'],
    access: 'reservations.create',
    tags: ['reservations'],
    summary: 'Book items for a site over a time range',
    description:
      'All or nothing: a 409 names every live booking in the way (`conflicts`) and books nothing. ' +
      'Touching ranges (one ends at 12:00, the next starts at 12:00) do not overlap.',
    body: reservationSchema,
    answer: reservationResponseSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/reservations/:id',
    access: 'reservations.read',
    tags: ['reservations'],
    summary: "One booking; another organization's is not found",
    params: idParams,
    answer: reservationResponseSchema,
    status: 200,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/reservations/:id/cancel',
    announces: ['reservation'],
    access: 'reservations.cancel',
    tags: ['reservations'],
    summary: 'Cancel a booking that is not picked up yet: its items are free again at once',
    params: idParams,
    answer: reservationResponseSchema,
    status: 200,
  }),
};
