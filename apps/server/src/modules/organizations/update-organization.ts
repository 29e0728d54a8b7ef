import { eq } from 'drizzle-orm';
import type { Organization, OrganizationUpdate } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { canSeeOrganization } from '../../data/tenant.js';
import { recordActivity } from '../../data/activity.js';
import { changeLogo } from '../uploads/index.js';
import { organizationValues } from './organization-values.js';
import { toOrganization } from './organization-view.js';

/** The wizard's update mode, or only the season months. Another tenant's organization is 404. */
export const updateOrganization = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: OrganizationUpdate,
): Promise<Organization> => {
  if (!canSeeOrganization(auth, id)) throw notFound();
  const values = organizationValues(input);
  const logoChanges = values.logoUrl !== undefined;
  return db.transaction(async (tx) => {
    // The logo it replaces, locked: two updates racing each remove the one they replaced.
    const [before] = logoChanges
      ? await tx
          .select({ logoUrl: organizations.logoUrl })
          .from(organizations)
          .where(eq(organizations.id, id))
          .for('update')
      : [];
    const [updated] = await tx
      .update(organizations)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(organizations.id, id))
      .returning();
    if (!updated) throw notFound();
    if (logoChanges) await changeLogo(tx, id, before?.logoUrl ?? null, updated.logoUrl);
    await recordActivity(tx, auth, {
      organizationId: id,
      type: 'organization',
      action: Object.keys(values).every((key) => key.endsWith('Months'))
        ? 'seasons_updated'
        : 'organization_updated',
      title: updated.name,
      entityType: 'organization',
      entityId: id,
    });
    return toOrganization(updated);
  });
};
