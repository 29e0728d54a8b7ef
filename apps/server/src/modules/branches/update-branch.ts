import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { usableManager } from '../../data/references.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../data/activity.js';
import { findBranch } from './branch-view.js';
import { type Input } from './owning-organization.js';

export const updateBranch = async (db: Database, auth: AuthContext, id: number, input: Input) => {
  const existing = await findBranch(db, id, inScope(auth, branches.organizationId));
  if (!existing) throw notFound();
  // A branch stays in its organization: moving it would drag its sites and tools across tenants.
  if (input.organizationId !== null && input.organizationId !== existing.organizationId) {
    throw invalidField('organizationId', 'validation.branchOrganizationFixed');
  }
  if (input.managerId !== null) await usableManager(db, input.managerId, existing.organizationId);
  return db.transaction(async (tx) => {
    await tx
      .update(branches)
      .set({
        name: input.name,
        address: input.address,
        contactPhone: input.contactPhone,
        managerId: input.managerId,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(branches.id, id), eq(branches.organizationId, existing.organizationId)));
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'organization',
      action: 'branch_updated',
      title: input.name,
      entityType: 'branch',
      entityId: id,
    });
    return (await findBranch(tx, id, undefined))!;
  });
};
