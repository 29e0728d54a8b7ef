import { desc, eq, sql } from 'drizzle-orm';
import type { MailLogSummary } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations, outboundMails } from '../../db/schema.js';

const recipientsWhere = (status: string) =>
  sql<string>`coalesce(sum(${outboundMails.recipientCount}) filter (where ${outboundMails.status} = ${status}), 0)`;

/**
 * GET /api/mail-log/summary: per organization, the recipients of the last 24 hours' mails by
 * state (`sending` counts as sent: it reached the mail server), busiest first (decision 0054).
 */
export const mailLogSummary = async (db: Executor): Promise<MailLogSummary> => {
  const sent = sql<string>`coalesce(sum(${outboundMails.recipientCount}) filter (where ${outboundMails.status} in ('sent', 'sending')), 0)`;
  const rows = await db
    .select({
      organizationId: outboundMails.organizationId,
      organizationName: organizations.name,
      sent,
      refused: recipientsWhere('refused'),
      failed: recipientsWhere('failed'),
    })
    .from(outboundMails)
    .leftJoin(organizations, eq(organizations.id, outboundMails.organizationId))
    .where(sql`${outboundMails.createdAt} > now() - interval '24 hours'`)
    .groupBy(outboundMails.organizationId, organizations.name)
    .orderBy(desc(sent), outboundMails.organizationId);
  return rows.map((row) => ({
    ...row,
    sent: Number(row.sent),
    refused: Number(row.refused),
    failed: Number(row.failed),
  }));
};
