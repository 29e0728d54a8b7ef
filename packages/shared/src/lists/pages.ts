import { z } from '../zod.js';
import { dueFilterSchema } from '../inventory/due-states.js';
import { TIRE_TYPES, TOOL_STATUSES, VEHICLE_STATUSES } from '../inventory/status-machines.js';

/** A page of a list screen: the default and the most a client may ask for at once. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** Longer searches are refused; nobody types more into a list's search box. */
export const SEARCH_MAX = 200;

/**
 * The query every list endpoint accepts. Without `limit` and `cursor` an endpoint
 * answers the whole list as an array, as the spec's screens expect; with either it answers a
 * `Page`. `search` and `status` filter both forms.
 */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ message: 'validation.invalidValue' })
    .min(1, { message: 'validation.invalidValue' })
    .max(PAGE_SIZE_MAX, { message: 'validation.invalidValue' })
    .optional(),
  cursor: z.string().min(1).max(512, { message: 'validation.invalidValue' }).optional(),
  search: z.string().max(SEARCH_MAX, { message: 'validation.textMax' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `sort` (one of the list's shown columns) and `dir`. Without `dir` a column sorts
 * its natural way (names A→Z, dates soonest first); the list's own default sort applies without
 * `sort`.
 */
const sortFields = <const Sort extends readonly [string, ...string[]]>(sorts: Sort) => ({
  sort: z.enum(sorts, { error: 'validation.invalidSort' }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: 'validation.invalidSortDirection' }).optional(),
});

/** A record id to filter by: another organization's id is valid and simply matches nothing. */
const idFilter = z.coerce
  .number({ error: 'validation.invalidFilterId' })
  .int({ message: 'validation.invalidFilterId' })
  .min(1, { message: 'validation.invalidFilterId' })
  .max(2_147_483_647, { message: 'validation.invalidFilterId' })
  .optional();

/** The tools table's sortable columns (the spec's Tools screen, decision 0026). */
export const TOOL_SORTS = [
  'name',
  'serialNumber',
  'branch',
  'site',
  'storageUnit',
  'assignee',
  'status',
  'nextMaintenance',
] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

/** The vehicles table's sortable columns (the spec's Vehicles screen, decision 0026). */
export const VEHICLE_SORTS = [
  'make',
  'model',
  'year',
  'licensePlate',
  'branch',
  'parking',
  'assignee',
  'status',
  'fuelLevel',
  'nextService',
  'nextRegistration',
  'nextTechnicalCheckup',
  'tireType',
  'tireYear',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const toolListQuerySchema = listQuerySchema.extend({
  status: z.enum(TOOL_STATUSES, { error: 'validation.invalidValue' }).optional(),
  ...sortFields(TOOL_SORTS),
  branchId: idFilter,
  siteId: idFilter,
  storageUnitId: idFilter,
  assignedWorkerId: idFilter,
  due: dueFilterSchema,
});
export const vehicleListQuerySchema = listQuerySchema.extend({
  status: z.enum(VEHICLE_STATUSES, { error: 'validation.invalidValue' }).optional(),
  /** Only the vehicles on one kind of tyre (the tire alert asks GET /api/vehicles/tire-alert). */
  tireType: z.enum(TIRE_TYPES, { error: 'validation.invalidValue' }).optional(),
  ...sortFields(VEHICLE_SORTS),
  branchId: idFilter,
  parkingLocationId: idFilter,
  assignedWorkerId: idFilter,
  due: dueFilterSchema,
});
/** The reports table's sortable columns; newest report date first without `sort`. */
export const REPORT_SORTS = ['reportDate', 'title', 'author', 'site'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export const reportListQuerySchema = listQuerySchema.extend({
  ...sortFields(REPORT_SORTS),
  branchId: idFilter,
  siteId: idFilter,
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

/** The storage units table's sortable columns. */
export const STORAGE_UNIT_SORTS = ['name', 'location', 'branch', 'capacity'] as const;
export type StorageUnitSort = (typeof STORAGE_UNIT_SORTS)[number];
export const storageUnitListQuerySchema = listQuerySchema.extend({
  ...sortFields(STORAGE_UNIT_SORTS),
  branchId: idFilter,
});
export type StorageUnitListQuery = z.infer<typeof storageUnitListQuerySchema>;

/** The sites table's sortable columns. */
export const SITE_SORTS = ['name', 'address', 'branch', 'contactName', 'status'] as const;
export type SiteSort = (typeof SITE_SORTS)[number];
export const siteListQuerySchema = listQuerySchema.extend({
  ...sortFields(SITE_SORTS),
  branchId: idFilter,
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;

/** The branches table's sortable columns. */
export const BRANCH_SORTS = ['name', 'organization', 'address', 'contactPhone', 'manager'] as const;
export type BranchSort = (typeof BRANCH_SORTS)[number];
export const branchListQuerySchema = listQuerySchema.extend({ ...sortFields(BRANCH_SORTS) });
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;

/** The parking places table's sortable columns. */
export const PARKING_SORTS = ['name', 'branch'] as const;
export type ParkingSort = (typeof PARKING_SORTS)[number];
export const parkingListQuerySchema = listQuerySchema.extend({
  ...sortFields(PARKING_SORTS),
  branchId: idFilter,
});
export type ParkingListQuery = z.infer<typeof parkingListQuerySchema>;

/** The users table's sortable columns (a superadmin's view: with role and organization). */
export const USER_SORTS = ['name', 'username', 'email', 'role', 'organization'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const userListQuerySchema = listQuerySchema.extend({ ...sortFields(USER_SORTS) });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** The workers table's sortable columns. */
export const WORKER_SORTS = ['name', 'username', 'email'] as const;
export type WorkerSort = (typeof WORKER_SORTS)[number];
/** The sort fields of the workers list, for its own query schema (users/schemas.ts). */
export const workerSortFields = sortFields(WORKER_SORTS);

/** The notification history's sortable columns; newest sent first without `sort`. */
export const NOTIFICATION_SORTS = ['sentAt', 'subject', 'status'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];
/**
 * The notification history (GET /api/ai/messages): no search (messages are not indexed for it);
 * a superadmin names the organization whose messages to read.
 */
export const notificationListQuerySchema = listQuerySchema.omit({ search: true }).extend({
  organizationId: idFilter,
  ...sortFields(NOTIFICATION_SORTS),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** The superadmin's organizations table's sortable columns. */
export const ORGANIZATION_SORTS = ['name', 'createdAt'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];
export const organizationListQuerySchema = listQuerySchema.extend({
  ...sortFields(ORGANIZATION_SORTS),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

export type ToolListQuery = z.infer<typeof toolListQuerySchema>;
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

export const isPageRequest = (query: ListQuery) =>
  query.limit !== undefined || query.cursor !== undefined;
