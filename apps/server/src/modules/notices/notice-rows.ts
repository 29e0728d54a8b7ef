import { NOTICE_KINDS, type Notice } from '@toolyard/shared';
import type { notices } from '../../db/schema.js';

type NoticeRow = typeof notices.$inferSelect;

export const KINDS: ReadonlySet<string> = new Set(NOTICE_KINDS);

/** Only plain strings and numbers leave: the values are words for the screens, nothing else. */
const plainValues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
    ),
  );

export const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind as Notice['kind'],
  entityType: row.entityType === 'tool' || row.entityType === 'vehicle' ? row.entityType : null,
  entityId: row.entityType === 'tool' || row.entityType === 'vehicle' ? row.entityId : null,
  values: plainValues(row.values),
  createdAt: row.createdAt,
  read: row.readAt !== null,
});
