import { endpoint } from './endpoint.js';
import { publicConfigResponseSchema } from '../system/responses.js';

/** The system routes (docs/architecture.md, "The API table"). */
export const systemApi = {
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config/public',
    access: 'public',
    tags: ['system'],
    summary: 'Public client settings',
    answer: publicConfigResponseSchema,
    status: 200,
  }),
};
