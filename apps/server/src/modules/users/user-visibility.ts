import { eq } from 'drizzle-orm';
import type { PublicUser } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findPublicUser } from '../../data/public-user.js';

/**
 * Whose account the caller may see and manage: a superadmin everyone; an org admin the workers
 * of their own organization and themselves; a worker only themselves. Anyone else is 404, as if
 * the account did not exist.
 */
export const canManage = (auth: AuthContext, target: PublicUser) => {
  if (target.id === auth.user.id) return true;
  if (auth.user.role === 'superadmin') return true;
  return (
    auth.user.role === 'org_admin' &&
    auth.user.organizationId !== null &&
    target.role === 'worker' &&
    target.organizationId === auth.user.organizationId
  );
};

export const findManagedUser = async (
  db: Executor,
  auth: AuthContext,
  id: number,
): Promise<PublicUser> => {
  const target = await findPublicUser(db, eq(users.id, id));
  if (!target || !canManage(auth, target)) throw notFound();
  return target;
};
