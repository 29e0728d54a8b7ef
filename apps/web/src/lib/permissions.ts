import { can, type PublicUser } from '@toolyard/shared';

/**
 * For display only (the server is the authority): a superadmin changes everything; an
 * org admin changes what belongs to their own organization; nobody else changes anything.
 */
export const canManageRecord = (
  user: Pick<PublicUser, 'role' | 'organizationId'> | null,
  organizationId: number | null | undefined,
): boolean => {
  if (!user) return false;
  if (user.role === 'superadmin') return true;
  return (
    user.role === 'org_admin' &&
    user.organizationId !== null &&
    organizationId !== null &&
    organizationId !== undefined &&
    user.organizationId === organizationId
  );
};

/** Add buttons for branches, sites, tools, vehicles and storage (hidden for workers). */
export const canAddRecords = (user: Pick<PublicUser, 'role'> | null): boolean =>
  can(user?.role, 'tools.create') && can(user?.role, 'branches.create');
