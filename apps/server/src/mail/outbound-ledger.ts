import { eq, sql, type SQL } from 'drizzle-orm';
import type { OutboundMailKind, OutboundRefusal } from '@toolyard/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outboundMails } from '../db/schema.js';
import type { Log } from './notification-record.js';

export type MailQuota = Config['mailQuota'];

/** Who a mail is from, for the ledger and the quotas: its kind, organization and sender. */
export type OutboundSender = {
  kind: OutboundMailKind;
  organizationId: number | null;
  senderUserId: number | null;
};

/** A reserved place in the quota: the ledger row of a mail about to be handed to the server. */
export type OutboundTicket = { id: number };

export type QuotaRefusal = { reason: OutboundRefusal; retryAfterSeconds: number };

// Reservations take turns (one server process or many): two mails can never both take the
// quota's last place. Held for a few short statements only.
const QUOTA_LOCK = 7_140_454;
const HOUR = 3600;
const DAY = 86_400;

/** The four windows, checked in this order: an organization's own limits before the platform's. */
const windowsOf = (quota: MailQuota) =>
  [
    { reason: 'organization_hour', seconds: HOUR, limit: quota.organizationHour, own: true },
    { reason: 'organization_day', seconds: DAY, limit: quota.organizationDay, own: true },
    { reason: 'platform_hour', seconds: HOUR, limit: quota.platformHour, own: false },
    { reason: 'platform_day', seconds: DAY, limit: quota.platformDay, own: false },
  ] as const;

// Refused mails never reached the mail server: they use no quota.
const counted = (seconds: number, organizationId: number | null, own: boolean): SQL =>
  sql`${outboundMails.status} <> 'refused'
    and ${outboundMails.createdAt} > now() - make_interval(secs => ${seconds})
    ${own ? sql`and ${outboundMails.organizationId} is not distinct from ${organizationId}` : sql``}`;

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * When enough of the window's recipients have aged out for `excess` more: the moment the
 * running total (oldest first) reaches it, plus the window. A mail larger than the whole quota
 * waits a whole window (and is refused again: the caller's answer says so).
 */
const secondsUntilFree = async (
  tx: Executor,
  window: { seconds: number; own: boolean },
  organizationId: number | null,
  excess: number,
) => {
  const { rows } = await tx.execute<{ wait: string }>(sql`
    select ceil(extract(epoch from (created_at + make_interval(secs => ${window.seconds}) - now()))) as wait
    from (
      select ${outboundMails.createdAt} as created_at,
        sum(${outboundMails.recipientCount}) over (order by ${outboundMails.createdAt}, ${outboundMails.id}) as running
      from ${outboundMails}
      where ${counted(window.seconds, organizationId, window.own)}
    ) as aged
    where running >= ${excess}
    order by created_at
    limit 1`);
  const wait = rows[0] ? Number(rows[0].wait) : window.seconds;
  return Math.max(1, Math.min(window.seconds, wait));
};

const used = async (tx: Executor, seconds: number, organizationId: number | null, own: boolean) => {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${outboundMails.recipientCount}), 0)` })
    .from(outboundMails)
    .where(counted(seconds, organizationId, own));
  return Number(row?.total ?? 0);
};

/**
 * Takes `recipientCount` places in the organization's and the platform's quotas (decision 0054)
 * and records the mail as `sending`; or, over a quota, records it as refused and says which
 * quota and when there will be room. One short transaction; the mail goes out after it.
 */
export const reserveOutbound = async (
  db: Database,
  quota: MailQuota,
  sender: OutboundSender,
  recipientCount: number,
): Promise<OutboundTicket | QuotaRefusal> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK})`);
    for (const window of windowsOf(quota)) {
      const total = await used(tx, window.seconds, sender.organizationId, window.own);
      const excess = total + recipientCount - window.limit;
      if (excess <= 0) continue;
      const retryAfterSeconds = await secondsUntilFree(tx, window, sender.organizationId, excess);
      await tx
        .insert(outboundMails)
        .values({ ...sender, recipientCount, status: 'refused', reason: window.reason });
      return { reason: window.reason, retryAfterSeconds };
    }
    const [row] = await tx
      .insert(outboundMails)
      .values({ ...sender, recipientCount, status: 'sending' })
      .returning({ id: outboundMails.id });
    return { id: row!.id };
  });

/** A mail refused before any quota was asked (its recipients): on record for the operator. */
export const recordRefusal = async (
  db: Database,
  sender: OutboundSender,
  recipientCount: number,
  reason: OutboundRefusal,
  log: Log,
) => {
  try {
    await db.insert(outboundMails).values({ ...sender, recipientCount, status: 'refused', reason });
  } catch (error) {
    log(error, `a refused ${sender.kind} mail could not be recorded`);
  }
};

/** The mail server's answer; a failure to note it is logged, never thrown (the mail has gone). */
export const settleOutbound = async (
  db: Database,
  ticket: OutboundTicket,
  status: 'sent' | 'failed',
  log: Log,
) => {
  try {
    await db.update(outboundMails).set({ status }).where(eq(outboundMails.id, ticket.id));
  } catch (error) {
    log(error, `outbound mail ${ticket.id} could not be marked ${status}`);
  }
};
