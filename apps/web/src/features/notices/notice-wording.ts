import type { TFunction } from 'i18next';
import type { Notice, Role } from '@toolyard/shared';

/** A notice in the reader's language: "Will Worker reported damage on Drill". */
export const noticeText = (t: TFunction, notice: Notice) =>
  t(`notices.kind.${notice.kind}`, notice.values);

/**
 * Where a notice leads: the tool or vehicle it is about; a digest to where the reader sees what
 * is due (the dashboard's widget for admins, My Stuff for workers); a failed backup to Backups.
 * Null when there is nowhere.
 */
export const noticeLink = (notice: Notice, role: Role | undefined): string | null => {
  if (notice.entityType === 'tool' && notice.entityId !== null) return `/tools/${notice.entityId}`;
  if (notice.entityType === 'vehicle' && notice.entityId !== null)
    return `/vehicles/${notice.entityId}`;
  if (notice.kind === 'due_digest')
    return role === 'worker' ? '/my-stuff' : role ? '/organization-dashboard' : null;
  if (notice.kind === 'backup_failed' || notice.kind === 'restore_test_failed') return '/backups';
  return null;
};
