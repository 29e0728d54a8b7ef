import { canChangeReport as mayChangeReport, type PublicUser } from '@toolyard/shared';
import { canManageRecord } from '@/lib/permissions';
import type { Report } from './api';

/**
 * For display (the server answers 403 anyway): the shared row rule — a worker changes only
 * their own reports — and, for admins, only what belongs to their organization.
 */
export const canChangeReport = (
  user: Pick<PublicUser, 'id' | 'role' | 'organizationId'> | null,
  report: Pick<Report, 'userId' | 'organizationId'>,
): boolean => {
  if (!user || !mayChangeReport(user, report)) return false;
  return user.role === 'worker' || canManageRecord(user, report.organizationId);
};
