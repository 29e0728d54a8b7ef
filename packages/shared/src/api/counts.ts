import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { countResponseSchema } from '../lists/responses.js';

const countQuery = z.object({ organizationId: z.coerce.number().int().positive().optional() });

const countOf = <const Path extends string>(path: Path, what: string) =>
  endpoint({
    method: 'GET',
    path: `/api/${path}/count`,
    access: 'counts.read',
    tags: ['counts'],
    summary: `Number of ${what}`,
    query: countQuery,
    status: 200,
    answer: countResponseSchema,
  });

/**
 * Counts of an organization's records: an org admin always counts their own organization; a
 * superadmin the one named, or all (docs/architecture.md, "The API table").
 */
export const countsApi = {
  branches: countOf('branches', 'branches'),
  sites: countOf('sites', 'sites'),
  tools: countOf('tools', 'tools'),
  vehicles: countOf('vehicles', 'vehicles'),
  storageUnits: countOf('storage-units', 'storage units'),
};
