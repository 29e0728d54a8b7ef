import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { parkingPlaceResponseSchema } from '../inventory/responses.js';
import { parkingLocationSchema } from '../inventory/worker-actions.js';
import { parkingListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';

/** The parking routes (docs/architecture.md, "The API table"). */
export const parkingApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/parking-locations',
    access: 'parkingLocations.list',
    tags: ['parking'],
    summary: 'Parking places: the whole list, or with limit/cursor one page',
    query: parkingListQuerySchema,
    answer: listResponseSchema(parkingPlaceResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/parking-locations',
    announces: ['parking_location'],
    access: 'parkingLocations.create',
    tags: ['parking'],
    summary: 'Create a parking place',
    body: parkingLocationSchema,
    answer: parkingPlaceResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/parking-locations/:id',
    announces: ['parking_location'],
    access: 'parkingLocations.update',
    tags: ['parking'],
    summary: 'Rename or move a parking place',
    params: idParams,
    body: parkingLocationSchema,
    answer: parkingPlaceResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/parking-locations/:id',
    announces: ['parking_location'],
    access: 'parkingLocations.delete',
    tags: ['parking'],
    summary: 'Delete a parking place',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
};
