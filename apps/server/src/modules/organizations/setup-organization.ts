import { and, eq, isNull } from 'drizzle-orm';
import type { OrganizationInput, Organization, PublicUser } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { findPublicUserById } from '../../data/public-user.js';
import { changeLogo } from '../uploads/index.js';
import { organizationValues } from './organization-values.js';
import { toOrganization } from './organization-view.js';

/**
 * An org admin without an organization creates theirs and becomes its admin; a superadmin
 * creates one for someone else. Sessions are looked up per request, so the admin's new
 * organization applies at once: no new token is needed.
 */
export const setupOrganization = async (
  db: Database,
  auth: AuthContext,
  input: OrganizationInput,
): Promise<{ organization: Organization; user: PublicUser }> => {
  const joining = auth.user.role === 'org_admin';
  if (joining && auth.user.organizationId !== null) throw conflict('errors.alreadyHasOrganization');

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organizations)
      .values({ name: input.name, ...organizationValues(input) })
      .returning();
    const organization = created!;
    await changeLogo(tx, organization.id, null, organization.logoUrl);
    if (joining) {
      // Only if still without one: two setups racing cannot attach the admin twice.
      const attached = await tx
        .update(users)
        .set({ organizationId: organization.id, updatedAt: new Date().toISOString() })
        .where(and(eq(users.id, auth.user.id), isNull(users.organizationId)))
        .returning({ id: users.id });
      if (attached.length === 0) throw conflict('errors.alreadyHasOrganization');
    }
    await recordActivity(tx, auth, {
      organizationId: organization.id,
      type: 'organization',
      action: 'organization_created',
      title: organization.name,
      entityType: 'organization',
      entityId: organization.id,
    });
    return {
      organization: toOrganization(organization),
      user: (await findPublicUserById(tx, auth.user.id))!,
    };
  });
};
