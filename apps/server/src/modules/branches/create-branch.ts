import type { Database } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableManager } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { findBranch } from './branch-view.js';
import { type Input, owningOrganization } from './owning-organization.js';

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
