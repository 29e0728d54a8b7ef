import { endpoint } from './endpoint.js';
import { healthyResponseSchema, readinessResponseSchema } from '../system/responses.js';

/** The health routes (docs/architecture.md, "The API table"). */
export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['system'],
    summary: '200 when the database answers, 503 when it does not',
    answer: healthyResponseSchema,
    status: 200,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags: ['system'],
    summary:
      '200 when this server process can serve (its database answers), 503 when not; either way the state of the database, the replicas, the job queue and the last backup',
    answer: readinessResponseSchema.describe('Ready'),
    status: 200,
  }),
};
