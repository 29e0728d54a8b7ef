import { endpoint } from './endpoint.js';
import { bulkActionResponseSchema, bulkActionSchema } from '../inventory/bulk-actions.js';

/** The bulk actions routes (docs/architecture.md, "The API table"). */
export const bulkActionsApi = {
  bulkChange: endpoint({
    method: 'POST',
    path: '/api/bulk-actions',
    announces: ['tool', 'vehicle'],
    access: 'inventory.bulkChange',
    tags: ['bulk-actions'],
    summary:
      'Assign, check out, return or send to maintenance up to 200 tools and vehicles in one transaction; one result per item (done, or refused and why), in the request order',
    body: bulkActionSchema,
    answer: bulkActionResponseSchema,
    status: 200,
    idempotent: true,
  }),
};
