import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { siteSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { branches, organizations, sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, notFound } from '../../lib/domain-errors.js';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { usableBranch } from '../../data/references.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { deleteOne } from '../../data/delete-one.js';

type Input = z.output<typeof siteSchema>;

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

const findSite = async (db: Executor, auth: AuthContext, id: number) => {
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

export const createSite = async (db: Database, auth: AuthContext, input: Input) => {
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sites)
      .values({ ...input, organizationId: branch.organizationId })
      .returning({ id: sites.id });
    await recordActivity(tx, auth, {
      organizationId: branch.organizationId,
      type: 'organization',
      action: 'site_created',
      title: input.name,
      entityType: 'site',
      entityId: created!.id,
    });
    return (await findSite(tx, auth, created!.id))!;
  });
};

export const updateSite = async (db: Database, auth: AuthContext, id: number, input: Input) => {
  const existing = await findSite(db, auth, id);
  if (!existing) throw notFound();
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({ ...input, organizationId: branch.organizationId, updatedAt: new Date().toISOString() })
      .where(eq(sites.id, id));
    // Tools at this site must stay consistent: a site moved to another branch takes no tools along.
    if (branch.id !== existing.branchId) {
      await tx.execute(
        sql`update tools set site_id = null where site_id = ${id} and branch_id <> ${branch.id}`,
      );
    }
    await recordActivity(tx, auth, {
      organizationId: branch.organizationId,
      type: 'organization',
      action: 'site_updated',
      title: input.name,
      entityType: 'site',
      entityId: id,
    });
    return (await findSite(tx, auth, id))!;
  });
};

/** Tools at the site are detached (they stay in their branch); a site with reports cannot go. */
export const deleteSite = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await findSite(db, auth, id);
  if (!existing) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await deleteOne(tx, sites, eq(sites.id, id));
      await recordActivity(tx, auth, {
        organizationId: existing.organizationId,
        type: 'organization',
        action: 'site_deleted',
        title: existing.name,
        entityType: 'site',
        entityId: id,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('errors.siteInUse');
    throw error;
  }
};
