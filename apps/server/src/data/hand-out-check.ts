import { eq, sql } from 'drizzle-orm';
import {
  brokenHandOutRules,
  isHandOutStatus,
  seasonMismatch,
  type Due,
  type HandOutRule,
} from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { organizations } from '../db/schema.js';
import { DomainError } from '../lib/domain-errors.js';
import { onceInTransaction } from '../db/transaction-memo.js';

/** What the hand-out rules read of an item: its due state, its tyres (a vehicle's), its override. */
export type HandOutSubject = {
  organizationId: number;
  due: Due;
  tireType?: string | null;
  handOutOverride: string | null;
};

/** An override that let an item go out against these rules, with the admin's reason. */
export type HandOutOverride = { rules: HandOutRule[]; reason: string };

/** The organization's rules switched off, and its season now, in its own time zone. */
const organizationRules = async (tx: Executor, organizationId: number) => {
  const [row] = await tx
    .select({
      rulesOff: organizations.handOutRulesOff,
      winterMonths: organizations.winterMonths,
      summerMonths: organizations.summerMonths,
      month: sql<number>`extract(month from now() at time zone ${organizations.timeZone})::int`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
};

/** On the season's wrong tyres: summer tyres in winter, winter tyres in summer. */
const onWrongTires = (
  org: { winterMonths: string; summerMonths: string; month: number },
  tireType: string | null | undefined,
) => {
  if (!tireType) return false;
  // The organization's month as a date whose local month is that month, wherever the server is.
  const mismatch = seasonMismatch(org, new Date(2000, org.month - 1, 15));
  return mismatch?.wrongTireType === tireType;
};

/**
 * The hand-out rules (decision 0043), for a move of `item` to `to`: nothing to say unless it hands
 * the item out (assigns, checks out, confirms) and breaks a rule the organization keeps on. An
 * override given before (stored on the item) covers the whole hand-over, the worker's confirm
 * too; a new one is answered to be logged. Otherwise refused with the rules broken — an admin is
 * told the override it may write (`handOutOverride` as a field), a worker to ask an admin.
 */
export const judgeHandOut = async (
  tx: Executor,
  item: HandOutSubject,
  to: string,
  request: { override: string | null; byWorker: boolean },
): Promise<HandOutOverride | null> => {
  if (!isHandOutStatus(to) || item.handOutOverride) return null;
  // Once per transaction: a bulk action judges every item of one organization by the same rules.
  const org = await onceInTransaction(tx, `hand-out-rules:${item.organizationId}`, () =>
    organizationRules(tx, item.organizationId),
  );
  if (!org) return null;
  const rules = brokenHandOutRules(
    { due: item.due, wrongTires: onWrongTires(org, item.tireType) },
    org.rulesOff,
  );
  if (rules.length === 0) return null;
  if (request.override && !request.byWorker) return { rules, reason: request.override };
  const values = { rules: rules.map((rule) => `handOut.rules.${rule}`) };
  if (request.byWorker)
    throw new DomainError('conflict', 'errors.handOutRefusedAskAdmin', { values });
  throw new DomainError('conflict', 'errors.handOutRefused', {
    values,
    fieldErrors: { handOutOverride: 'validation.handOutOverrideNeeded' },
  });
};
