import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { branches, sites, storageUnits, tools, vehicles } from '../../db/schema.js';
import { authOf } from '../../http/auth-guard.js';
import { tenantScope } from '../../data/tenant.js';

const COUNTED = {
  branches,
  sites,
  tools,
  vehicles,
  'storage-units': storageUnits,
} as const;

/**
 * Counts: GET /api/{branches,sites,tools,vehicles,storage-units}/count?organizationId.
 * An org admin always counts their own organization; a superadmin the one named, or all.
 */
export const countRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  for (const [path, table] of Object.entries(COUNTED)) {
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
        const query = reader(request).select({ count: count() }).from(table);
        const [row] =
          organizationId === undefined
            ? await query
            : await query.where(eq(table.organizationId, organizationId));
        return { count: Number(row?.count ?? 0) };
      },
    );
  }
};
