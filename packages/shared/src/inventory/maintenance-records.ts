import { z } from '../zod.js';
import { isCalendarDate } from '../calendar-date.js';
import { odometerAssurances } from './odometer-sense.js';

/**
 * Maintenance done: what an admin records on a tool (maintenance) or a vehicle
 * (service), and how it moves the next due date and kilometres on by the item's interval.
 */

export const MAINTENANCE_INTERVAL_DAYS_MAX = 3650;
export const SERVICE_INTERVAL_KM_MAX = 1_000_000;
export const MAINTENANCE_COST_MAX = 10_000_000;

/** An interval as a form sends it: '', null and absent clear it; else a whole number 1..max. */
const interval = (max: number, message: string) =>
  z
    .union([z.literal(''), z.null(), z.coerce.number({ error: message })], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value === null || value === undefined) return null;
      if (!Number.isInteger(value) || value < 1 || value > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

export const maintenanceIntervalDaysField = interval(
  MAINTENANCE_INTERVAL_DAYS_MAX,
  'validation.intervalDaysRange',
);
export const serviceIntervalKmField = interval(
  SERVICE_INTERVAL_KM_MAX,
  'validation.intervalKmRange',
);

const DAY_MS = 86_400_000;

/** `day` (yyyy-MM-dd) plus `days`, as a calendar day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The next due date once maintenance was done on `performedOn`: that day plus the interval;
 * without an interval, a next date that has now been met (on or before the day) is cleared, a
 * later one is kept.
 */
export const rolledNextDate = (
  performedOn: string,
  intervalDays: number | null,
  currentNext: string | null,
): string | null => {
  if (intervalDays) return addDays(performedOn, intervalDays);
  return currentNext && currentNext > performedOn ? currentNext : null;
};

/** As for dates, in kilometres: the reading plus the interval, or a met next service cleared. */
export const rolledNextKm = (
  reading: number | null,
  intervalKm: number | null,
  currentNext: number | null,
): number | null => {
  if (reading === null) return currentNext;
  if (intervalKm) return reading + intervalKm;
  return currentNext !== null && currentNext > reading ? currentNext : null;
};

/** A money amount as typed: "1234.5", "1234,50" or a number; at most two decimals. */
const cost = z
  .union([z.literal(''), z.null(), z.number(), z.string()], { error: 'validation.costInvalid' })
  .optional()
  .transform((value, ctx) => {
    if (value === '' || value === null || value === undefined) return null;
    const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
    const amount = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(amount) || amount > MAINTENANCE_COST_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.costInvalid' });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

/** The day it was done: a real day, not after today (a day of slack for time zones). */
export const maintenanceDoneSchemaFor = (now: Date = new Date()) => {
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  return z.object({
    performedOn: z
      .string({ error: 'validation.performedOnInvalid' })
      .trim()
      .refine((value) => isCalendarDate(value) && value <= latest, {
        message: 'validation.performedOnInvalid',
      }),
    odometerReading: z
      .union([z.literal(''), z.null(), z.coerce.number()], { error: 'validation.odometerRequired' })
      .optional()
      .transform((value, ctx) => {
        if (value === '' || value === null || value === undefined) return null;
        if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
          ctx.addIssue({ code: 'custom', message: 'validation.odometerRequired' });
          return z.NEVER;
        }
        return value;
      }),
    ...odometerAssurances,
    cost,
    notes: z
      .string({ error: 'validation.invalidValue' })
      .trim()
      .max(2000, { message: 'validation.textMax' })
      .optional()
      .transform((value) => value || null),
  });
};
export const maintenanceDoneSchema = maintenanceDoneSchemaFor();
export type MaintenanceDoneInput = z.input<typeof maintenanceDoneSchema>;

export const maintenanceRecordResponseSchema = z.object({
  id: z.number(),
  performedOn: z.string(),
  odometerReading: z.number().nullable(),
  cost: z.string().nullable().describe('Two decimals, in the organization’s currency'),
  notes: z.string().nullable(),
  performedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type MaintenanceRecord = z.output<typeof maintenanceRecordResponseSchema>;

/** An item's maintenance history, newest first, and what it cost in all. */
export const maintenanceHistoryResponseSchema = z.object({
  records: z.array(maintenanceRecordResponseSchema),
  totalCost: z.string().describe('The sum of all its records’ costs, two decimals'),
});
export type MaintenanceHistory = z.output<typeof maintenanceHistoryResponseSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MAINTENANCE_COST_MONTHS_MAX = 24;

/** The costs report: months from..to (yyyy-MM), at most two years. */
export const maintenanceCostsQuerySchema = z
  .object({
    from: z.string({ error: 'validation.monthInvalid' }).regex(MONTH, 'validation.monthInvalid'),
    to: z.string({ error: 'validation.monthInvalid' }).regex(MONTH, 'validation.monthInvalid'),
  })
  .refine(
    ({ from, to }) => {
      const months =
        (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
        Number(to.slice(5)) -
        Number(from.slice(5));
      return months >= 0 && months < MAINTENANCE_COST_MONTHS_MAX;
    },
    { message: 'validation.monthRange', path: ['to'] },
  );

export const maintenanceCostsResponseSchema = z.object({
  rows: z.array(
    z.object({
      month: z.string().describe('yyyy-MM'),
      branch: z.object({ id: z.number(), name: z.string() }).nullable(),
      records: z.number(),
      total: z.string(),
    }),
  ),
  /** The most expensive items over the months: where the money went. */
  items: z.array(
    z.object({
      kind: z.enum(['tool', 'vehicle']),
      id: z.number(),
      name: z.string(),
      records: z.number(),
      total: z.string(),
    }),
  ),
  total: z.string(),
});
export type MaintenanceCosts = z.output<typeof maintenanceCostsResponseSchema>;
