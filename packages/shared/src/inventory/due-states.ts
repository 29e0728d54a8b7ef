import { z } from '../zod.js';

/**
 * When a tool's maintenance or a vehicle's service, registration or technical checkup falls due
 *. The server words the rule once, in SQL (apps/server/src/modules/due/due-sql.ts), so
 * a list filtered by it and the badges on its rows never disagree.
 */
export const DUE_STATES = ['ok', 'due_soon', 'overdue'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** What falls due: a tool's maintenance; a vehicle's service, registration, technical checkup. */
export const DUE_KINDS = ['maintenance', 'service', 'registration', 'technical_checkup'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** "Due soon" begins this many days before the date, unless the organization sets its own. */
export const DUE_SOON_DAYS_DEFAULT = 14;
/** … or this many kilometres before a vehicle's next service by odometer. */
export const DUE_SOON_KM_DEFAULT = 1000;
export const DUE_SOON_DAYS_MAX = 365;
export const DUE_SOON_KM_MAX = 100_000;
/** An odometer beyond this is a typing error (no road vehicle gets there). */
export const ODOMETER_MAX_KM = 9_999_999;

const dueReasonSchema = z.object({
  kind: z.enum(DUE_KINDS),
  state: z.enum(['due_soon', 'overdue']),
  date: z
    .string()
    .nullable()
    .describe(
      'The day it falls (fell) due: the set date or, for a service by kilometres, the day the average daily distance reaches it, whichever is first',
    ),
  kmLeft: z
    .number()
    .nullable()
    .describe('Kilometres to the next service by odometer; negative when past it'),
});
export type DueReason = z.output<typeof dueReasonSchema>;

export const dueSchema = z.object({
  state: z.enum(DUE_STATES).describe('The worst of the reasons; ok without any'),
  reasons: z.array(dueReasonSchema),
});
export type Due = z.output<typeof dueSchema>;

/** The lists' "due" filter: exactly the items in that state. */
export const dueFilterSchema = z
  .enum(['due_soon', 'overdue'], { error: 'validation.invalidValue' })
  .optional();
export type DueFilter = z.output<typeof dueFilterSchema>;

const rank: Record<DueState, number> = { ok: 0, due_soon: 1, overdue: 2 };

/** Packs the per-kind states the database answered into the item's `due`, worst first. */
export const dueOf = (reasons: DueReason[]): Due => {
  const sorted = [...reasons].sort((a, b) => rank[b.state] - rank[a.state]);
  return { state: sorted[0]?.state ?? 'ok', reasons: sorted };
};
