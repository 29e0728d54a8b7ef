import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { branchSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { branches, organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, invalidField, notFound } from '../../lib/domain-errors.js';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { usableManager } from '../../data/references.js';
import { inScope } from '../../data/scope.js';
import { tenantScope } from '../../data/tenant.js';
import { recordActivity } from '../../lib/activity.js';
import { findBranch } from './branch-view.js';
import { deleteOne } from '../../data/delete-one.js';

type Input = z.output<typeof branchSchema>;

/** The organization a branch belongs to: an org admin's own; the one a superadmin names. */
const owningOrganization = async (db: Database, auth: AuthContext, requested: number | null) => {
  const scope = tenantScope(auth);
  if (scope.kind === 'organization') return scope.organizationId;
  if (scope.kind === 'none')
    throw invalidField('organizationId', 'validation.organizationRequired');
  if (requested === null) throw invalidField('organizationId', 'validation.organizationRequired');
  const [exists] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, requested));
  if (!exists) throw invalidField('organizationId', 'validation.referenceInvalid');
  return requested;
};

export const createBranch = async (db: Database, auth: AuthContext, input: Input) => {
  const organizationId = await owningOrganization(db, auth, input.organizationId);
  if (input.managerId !== null) await usableManager(db, input.managerId, organizationId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(branches)
      .values({
        organizationId,
        name: input.name,
        address: input.address,
        contactPhone: input.contactPhone,
        managerId: input.managerId,
      })
      .returning({ id: branches.id });
    await recordActivity(tx, auth, {
      organizationId,
      type: 'organization',
      action: 'branch_created',
      title: input.name,
      entityType: 'branch',
      entityId: created!.id,
    });
    return (await findBranch(tx, created!.id, undefined))!;
  });
};

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
