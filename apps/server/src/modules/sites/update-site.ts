import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { usableBranch } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { type Input, findSite } from './site-record.js';

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
