import type { Database } from '../../db/client.js';
import { sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { type Input, findSite } from './site-record.js';

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
