import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import { mostUrgentDue } from '../dashboard/index.js';
import { organizationDueKept } from '../dashboard/index.js';

/** The most items one digest names; the rest are counted ("and 12 more"). */
export const DIGEST_ITEMS = 50;

export type DigestContent = Awaited<ReturnType<typeof mostUrgentDue>>;

/** What an org admin's digest tells: everything due soon or overdue in the organization. */
export const organizationDue = (db: Database, organizationId: number) =>
  organizationDueKept(db, organizationId, DIGEST_ITEMS);

/** What a worker's digest tells: the items they hold that are due soon or overdue. */
export const workerDue = (db: Database, organizationId: number, userId: number) =>
  mostUrgentDue(
    db,
    {
      tools: and(eq(tools.organizationId, organizationId), eq(tools.assignedUserId, userId)),
      vehicles: and(
        eq(vehicles.organizationId, organizationId),
        eq(vehicles.assignedUserId, userId),
      ),
    },
    DIGEST_ITEMS,
  );

export const dueTotals = (content: DigestContent) => ({
  overdue: content.overdue.tools + content.overdue.vehicles,
  dueSoon: content.dueSoon.tools + content.dueSoon.vehicles,
});

export const isEmptyDigest = (content: DigestContent) => {
  const totals = dueTotals(content);
  return totals.overdue + totals.dueSoon === 0;
};
