import type { AuthContext } from '../lib/auth-context.js';

/**
 * The organization whose data the caller may touch, from the session only (never from the
 * request): `'all'` for a superadmin, the user's organization otherwise, and `null` for a user
 * who belongs to none yet (an org admin before setup), who sees nothing.
 */
export type TenantScope =
  { kind: 'all' } | { kind: 'organization'; organizationId: number } | { kind: 'none' };

export const tenantScope = (auth: AuthContext): TenantScope => {
  if (auth.user.role === 'superadmin') return { kind: 'all' };
  if (auth.user.organizationId === null) return { kind: 'none' };
  return { kind: 'organization', organizationId: auth.user.organizationId };
};

/** Can the caller see records of `organizationId`? Another tenant's record reads as missing. */
export const canSeeOrganization = (auth: AuthContext, organizationId: number | null) => {
  const scope = tenantScope(auth);
  if (scope.kind === 'all') return true;
  return scope.kind === 'organization' && scope.organizationId === organizationId;
};
