import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countsApi } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { branches, sites, storageUnits, tools, vehicles } from '../../db/schema.js';
import { authOf } from '../../http/auth-guard.js';
import { tenantScope } from '../../data/tenant.js';
import { readKeptCount, type CountedSubject } from '../../data/row-counts.js';
import { route } from '../../http/route.js';

const COUNTED = [
  { entry: countsApi.branches, table: branches, subject: 'branches' },
  { entry: countsApi.sites, table: sites, subject: 'sites' },
  { entry: countsApi.tools, table: tools, subject: 'tools' },
  { entry: countsApi.vehicles, table: vehicles, subject: 'vehicles' },
  { entry: countsApi.storageUnits, table: storageUnits, subject: 'storage_units' },
] as const satisfies ReadonlyArray<{ entry: unknown; table: unknown; subject: CountedSubject }>;

/**
 * Counts: GET /api/{branches,sites,tools,vehicles,storage-units}/count?organizationId.
 * An org admin always counts their own organization; a superadmin the one named, or all.
 * An unknown organization counts 0.
 */
export const countRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  for (const { entry, table, subject } of COUNTED) {
    route(app, entry, async (request) => {
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
    });
  }
};
