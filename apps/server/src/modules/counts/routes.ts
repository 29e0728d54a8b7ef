import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { branches, sites, storageUnits, tools, vehicles } from '../../db/schema.js';
import { authOf } from '../../http/auth-guard.js';
import { tenantScope } from '../../data/tenant.js';
import { readKeptCount, type CountedSubject } from '../../data/row-counts.js';

const COUNTED = {
  branches: { table: branches, subject: 'branches' },
  sites: { table: sites, subject: 'sites' },
  tools: { table: tools, subject: 'tools' },
  vehicles: { table: vehicles, subject: 'vehicles' },
  'storage-units': { table: storageUnits, subject: 'storage_units' },
} as const satisfies Record<string, { table: unknown; subject: CountedSubject }>;

/**
 * Counts: GET /api/{branches,sites,tools,vehicles,storage-units}/count?organizationId.
 * An org admin always counts their own organization; a superadmin the one named, or all.
 * An unknown organization counts 0.
 */
export const countRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  for (const [path, { table, subject }] of Object.entries(COUNTED)) {
    app.get(
      `/${path}/count`,
      {
        config: { access: 'counts.read' },
        schema: {
          tags: ['counts'],
          summary: `Number of ${path.replace('-', ' ')}`,
          querystring: z.object({ organizationId: z.coerce.number().int().positive().optional() }),
          response: { 200: countResponseSchema },
        },
      },
      async (request) => {
        const scope = tenantScope(authOf(request));
        if (scope.kind === 'none') return { count: 0 };
        const organizationId =
          scope.kind === 'organization' ? scope.organizationId : request.query.organizationId;
        // One organization's: its kept count (decision 0070); the whole platform's: counted.
        if (organizationId !== undefined)
          return {
            count: await readKeptCount(reader(request), { organizationId, subject, key: '' }),
          };
        const [row] = await reader(request).select({ count: count() }).from(table);
        return { count: Number(row?.count ?? 0) };
      },
    );
  }
};
