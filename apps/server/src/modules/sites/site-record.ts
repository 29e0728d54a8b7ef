import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { siteSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, organizations, sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';

export type Input = z.output<typeof siteSchema>;

export const selectSites = (db: Executor) =>
  db
    .select({
      id: sites.id,
      name: sites.name,
      labelCode: sites.labelCode,
      address: sites.address,
      contactName: sites.contactName,
      contactPhone: sites.contactPhone,
      active: sites.active,
      branchId: sites.branchId,
      organizationId: sites.organizationId,
      branchName: branches.name,
      organizationName: organizations.name,
      createdAt: sites.createdAt,
    })
    .from(sites)
    .innerJoin(branches, eq(branches.id, sites.branchId))
    .innerJoin(organizations, eq(organizations.id, sites.organizationId));

type Row = Awaited<ReturnType<ReturnType<typeof selectSites>['execute']>>[number];

export const toSite = (row: Row) => ({
  id: row.id,
  name: row.name,
  labelCode: row.labelCode,
  address: row.address,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  active: row.active,
  branchId: row.branchId,
  organizationId: row.organizationId,
  branch: {
    id: row.branchId,
    name: row.branchName,
    organization: { id: row.organizationId, name: row.organizationName },
  },
  createdAt: row.createdAt,
});

export const findSite = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, sites.organizationId);
  const [row] = await selectSites(db)
    .where(scope ? and(eq(sites.id, id), scope) : eq(sites.id, id))
    .limit(1);
  return row ? toSite(row) : undefined;
};

/** One site of the caller's scope (its page, decision 0028); another organization's: not found. */
export const getSite = async (db: Executor, auth: AuthContext, id: number) => {
  const site = await findSite(db, auth, id);
  if (!site) throw notFound();
  return site;
};
