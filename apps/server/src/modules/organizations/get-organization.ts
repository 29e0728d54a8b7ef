import { eq } from 'drizzle-orm';
import type { Organization } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { canSeeOrganization } from '../../data/tenant.js';
import { toOrganization } from './organization-view.js';

export const getOrganization = async (
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<Organization> => {
  if (!canSeeOrganization(auth, id)) throw notFound();
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!row) throw notFound();
  return toOrganization(row);
};
