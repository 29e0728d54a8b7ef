import type { PublicUser } from '@toolyard/shared';
import { canManageRecord } from '@/lib/permissions';
import type { Report } from './api';

/**
 * Spec 6, for display (the server answers 403 anyway): admins change the reports of their
 * organization (a superadmin all of them); a worker only their own.
 */
export const canChangeReport = (
  user: Pick<PublicUser, 'id' | 'role' | 'organizationId'> | null,
  report: Pick<Report, 'userId' | 'organizationId'>,
): boolean => {
  if (!user) return false;
  if (user.role === 'worker') return report.userId !== null && report.userId === user.id;
  return canManageRecord(user, report.organizationId);
};
