import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, notFound } from '../../lib/domain-errors.js';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../data/activity.js';
import { findBranch } from './branch-view.js';
import { deleteOne } from '../../data/delete-one.js';

/**
 * A branch that still holds sites, tools, vehicles, storage or parking cannot go: refusing is
 * safer than deleting equipment records or leaving them without a branch.
 */
export const deleteBranch = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await findBranch(db, id, inScope(auth, branches.organizationId));
  if (!existing) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await deleteOne(tx, branches, eq(branches.id, id));
      await recordActivity(tx, auth, {
        organizationId: existing.organizationId,
        type: 'organization',
        action: 'branch_deleted',
        title: existing.name,
        entityType: 'branch',
        entityId: id,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('errors.branchInUse');
    throw error;
  }
};
