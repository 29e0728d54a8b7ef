import { eq } from 'drizzle-orm';
import type { MailLogQuery, OutboundMail } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations, outboundMails } from '../../db/schema.js';
import { defineList, listOrPage } from '../../data/list-page.js';

const selectOutboundMails = (db: Executor) =>
  db
    .select({ row: outboundMails, organizationName: organizations.name })
    .from(outboundMails)
    .leftJoin(organizations, eq(organizations.id, outboundMails.organizationId));

type OutboundMailSelectRow = Awaited<ReturnType<typeof selectOutboundMails>>[number];

const toItem = ({ row, organizationName }: OutboundMailSelectRow): OutboundMail => ({
  id: row.id,
  organizationId: row.organizationId,
  organizationName,
  kind: row.kind,
  recipientCount: row.recipientCount,
  state: row.status,
  reason: row.reason as OutboundMail['reason'],
  createdAt: row.createdAt,
});

// Ids grow with time: newest first by id alone is the order the mails were recorded in.
const list = (db: Executor) =>
  defineList({
    name: 'outbound-mails',
    db,
    table: outboundMails,
    base: () => selectOutboundMails(db),
    order: { columns: [outboundMails.id], direction: 'desc' },
    cursorOf: (mail: OutboundMail) => [mail.id],
    toItem,
  });

/**
 * GET /api/mail-log: the platform's outbound mail, newest first, a page at a time (decision
 * 0054); one organization's when asked. Superadmins only (the permission table).
 */
export const listOutboundMails = async (db: Executor, query: MailLogQuery) => {
  const organization =
    query.organizationId === undefined
      ? undefined
      : eq(outboundMails.organizationId, query.organizationId);
  const answer = await listOrPage(list(db), query, [organization]);
  // The query's `limit` has a default, so the answer is always a page.
  return Array.isArray(answer) ? { items: answer, nextCursor: null } : answer;
};
