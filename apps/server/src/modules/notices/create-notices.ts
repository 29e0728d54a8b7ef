import type { NoticeKind } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { notices } from '../../db/schema.js';
import { signalNotices } from './notice-signal.js';

export type NewNotice = {
  /** Null: the platform's, to superadmins. */
  organizationId: number | null;
  kind: NoticeKind;
  entityType?: 'tool' | 'vehicle' | null;
  entityId?: number | null;
  values?: Record<string, unknown>;
};

/**
 * One unread notice per recipient, in the caller's transaction (one INSERT for all of them);
 * answers their ids.
 */
export const createNotices = async (
  tx: Executor,
  recipientIds: readonly number[],
  notice: NewNotice,
) => {
  if (recipientIds.length === 0) return [];
  const rows = await tx
    .insert(notices)
    .values(
      recipientIds.map((userId) => ({
        organizationId: notice.organizationId,
        userId,
        kind: notice.kind,
        entityType: notice.entityType ?? null,
        entityId: notice.entityId ?? null,
        values: notice.values ?? {},
      })),
    )
    .returning({ id: notices.id });
  // Their open screens refresh the bell once this commits.
  await signalNotices(tx, recipientIds);
  return rows.map((row) => row.id);
};
