import { z } from '../zod.js';
import { dueSchema } from '../inventory/due-states.js';

const n = z.number();

/** GET /api/tools/summary: tools by status (the snake_case keys for clients of the spec's names). */
export const toolSummaryResponseSchema = z.object({
  available: n,
  checkedOut: n,
  checked_out: n,
  pendingConfirmation: n,
  maintenance: n,
});
export type ToolSummary = z.output<typeof toolSummaryResponseSchema>;

/** GET /api/vehicles/summary: vehicles by status. */
export const vehicleSummaryResponseSchema = z.object({
  available: n,
  inUse: n,
  in_use: n,
  pendingConfirmation: n,
  service: n,
});
export type VehicleSummary = z.output<typeof vehicleSummaryResponseSchema>;

/** GET /api/dashboard/stats: the dashboard's and the organization page's figures. */
export const dashboardStatsResponseSchema = z.object({
  tools: n,
  vehicles: n,
  activeSites: n,
  storageUnits: n,
  totalTools: n,
  totalVehicles: n,
  activeWorkers: n,
  reportsToday: n,
  reportsThisWeek: n,
});
export type DashboardStats = z.output<typeof dashboardStatsResponseSchema>;

/** At most this many items in GET /api/dashboard/due: the widget's list, not the lists' pages. */
export const DASHBOARD_DUE_ITEMS = 8;

const dueCountsSchema = z.object({ tools: n, vehicles: n });

/** One overdue or due-soon tool or vehicle of the dashboard's "Due and overdue" widget. */
const dashboardDueItemSchema = z.object({
  kind: z.enum(['tool', 'vehicle']),
  id: n,
  name: z.string().describe('A tool\'s name; a vehicle\'s "Make Model (Plate)"'),
  nextServiceDate: z
    .string()
    .nullable()
    .describe(
      "A vehicle's set service date (a service day other than it is a forecast); null for a tool",
    ),
  due: dueSchema,
});
export type DashboardDueItem = z.output<typeof dashboardDueItemSchema>;

/**
 * GET /api/dashboard/due: how many tools and vehicles are overdue and due soon, and the
 * most urgent of them — overdue before due soon, then the earliest day first.
 */
export const dashboardDueResponseSchema = z.object({
  overdue: dueCountsSchema,
  dueSoon: dueCountsSchema,
  items: z.array(dashboardDueItemSchema).max(DASHBOARD_DUE_ITEMS),
});
export type DashboardDue = z.output<typeof dashboardDueResponseSchema>;

export const ACTIVITY_TYPES = ['tool', 'vehicle', 'alert', 'report'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What an activity entry can link to: the records with a page of their own. */
export const ACTIVITY_ITEM_KINDS = ['tool', 'vehicle', 'storage_unit', 'site', 'report'] as const;
export type ActivityItemKind = (typeof ACTIVITY_ITEM_KINDS)[number];

/** One entry of GET /api/activity, newest first. */
export const activityEntryResponseSchema = z.object({
  id: n,
  type: z.enum(ACTIVITY_TYPES),
  action: z.string(),
  title: z.string(),
  details: z.string().nullable(),
  timestamp: z.string(),
  description: z.string(),
  time: z.string(),
  user: z.string().nullable(),
  /** The record it is about, while it still exists (its page opens); null otherwise. */
  item: z.object({ kind: z.enum(ACTIVITY_ITEM_KINDS), id: n }).nullable(),
});
export type ActivityEntry = z.output<typeof activityEntryResponseSchema>;
