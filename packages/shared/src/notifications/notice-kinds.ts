/**
 * What the header's bell can tell a user, as a code and values the screens word in
 * the reader's language:
 * - damage_reported: a worker reported damage on returning an item (to the organization's
 *   admins); values `item` (its name), `reporter` (the worker's name); entity: the tool or vehicle.
 * - due_digest: the day's digest of what is due soon or overdue; values `overdue`, `dueSoon`
 *   (counts); no entity.
 */
export const NOTICE_KINDS = ['damage_reported', 'due_digest'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
