import { eq, sql } from 'drizzle-orm';
import type { NotificationListQuery, NotificationSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { tenantScope } from '../../data/tenant.js';
import { toNotification, type NotificationView } from './notification-view.js';

/** The history's sorts, one per sortable column, the message's id last. */
const notificationSorts: Record<NotificationSort, ListSort<NotificationView>> = {
  // Newest first; created_at is kept to the millisecond the cursor carries (migration 0014).
  sentAt: {
    columns: [notifications.createdAt, notifications.id],
    direction: 'desc',
    cursorOf: (message) => [message.createdAt, message.id],
  },
  subject: {
    columns: [notifications.subject, notifications.id],
    cursorOf: (message) => [message.subject, message.id],
  },
  status: {
    columns: [notifications.status, notifications.id],
    cursorOf: (message) => [message.status, message.id],
  },
};

const selectNotifications = (db: Executor) =>
  db
    .select({ row: notifications, firstName: users.firstName, lastName: users.lastName })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId));

type NotificationSelectRow = Awaited<ReturnType<typeof selectNotifications>>[number];

const toItem = ({ row, firstName, lastName }: NotificationSelectRow) =>
  toNotification(row, firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null);

const list = (db: Executor) =>
  defineList({
    name: 'notifications',
    db,
    table: notifications,
    base: () => selectNotifications(db),
    sorts: notificationSorts,
    defaultSort: 'sentAt',
    toItem,
  });

/**
 * Whose messages: an org admin's own organization's, whatever they ask; a superadmin's named
 * one, and none without a name (the history is one organization's outbox, never all of them).
 */
const organizationFilter = (auth: AuthContext, requested: number | undefined) => {
  const scope = tenantScope(auth);
  const organizationId =
    scope.kind === 'organization'
      ? scope.organizationId
      : scope.kind === 'all'
        ? requested
        : undefined;
  return organizationId === undefined
    ? sql`false`
    : eq(notifications.organizationId, organizationId);
};

/** GET /api/ai/messages: what was sent (or stored in the outbox), newest first by default. */
export const listNotifications = (
  db: Executor,
  auth: AuthContext,
  query: NotificationListQuery = {},
) => listOrPage(list(db), query, [organizationFilter(auth, query.organizationId)]);
