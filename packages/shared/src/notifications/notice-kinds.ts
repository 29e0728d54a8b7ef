/**
 * What the header's bell can tell a user, as a code and values the screens word in
 * the reader's language:
 * - damage_reported: a worker reported damage on returning an item (to the organization's
 *   admins); values `item` (its name), `reporter` (the worker's name); entity: the tool or vehicle.
 * - due_digest: the day's digest of what is due soon or overdue; values `overdue`, `dueSoon`
 *   (counts); no entity.
 * - backup_failed, restore_test_failed: the platform's daily backup, or its weekly restore test,
 *   failed (to every superadmin; decision 0065); no values — the Backups screen tells why.
 */
export const NOTICE_KINDS = [
  'damage_reported',
  'due_digest',
  'backup_failed',
  'restore_test_failed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
