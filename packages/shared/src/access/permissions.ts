import { ROLES, type Role } from '../roles.js';

const everyone = ROLES;
const admins = ['superadmin', 'org_admin'] as const satisfies readonly Role[];
const superadmins = ['superadmin'] as const satisfies readonly Role[];
const workers = ['worker'] as const satisfies readonly Role[];

/**
 * The one permission table (spec 6): which roles may perform an action on an entity. The server's
 * guard refuses every other role with 403 before a handler runs, the web app hides what a role
 * cannot do, and the role-matrix test walks every route × role against it.
 *
 * A role listed here may still be refused for a particular record — row rules such as "workers
 * change only their own reports", "an org admin touches only their own organization" live in
 * the use-cases and answer 403/404 there.
 */
export const PERMISSIONS = {
  'account.read': everyone,
  'account.logout': everyone,
  'account.changePassword': everyone,
  'impersonation.start': superadmins,

  'organizations.setup': admins,
  'organizations.list': superadmins,
  'organizations.readOwn': everyone,
  'organizations.read': everyone,
  'organizations.update': admins,
  'organizations.uploadLogo': admins,

  'users.list': admins,
  'users.listWorkers': admins,
  'users.create': admins,
  // Everyone edits their own profile; admins also the accounts they manage (row rule).
  'users.update': everyone,
  'users.delete': admins,

  'counts.read': admins,

  'branches.list': admins,
  'branches.create': admins,
  'branches.update': admins,
  'branches.delete': admins,

  // Workers pick a site when they write a daily report.
  'sites.list': everyone,
  'sites.create': admins,
  'sites.update': admins,
  'sites.delete': admins,

  'tools.list': admins,
  'tools.create': admins,
  'tools.update': admins,
  'tools.delete': admins,
  'tools.changeStatus': admins,
  'tools.readLog': admins,
  'tools.writeLog': admins,

  'vehicles.list': admins,
  'vehicles.create': admins,
  'vehicles.update': admins,
  'vehicles.delete': admins,
  'vehicles.changeStatus': admins,
  'vehicles.readLog': admins,
  'vehicles.writeLog': admins,

  'storageUnits.list': admins,
  'storageUnits.create': admins,
  'storageUnits.update': admins,
  'storageUnits.delete': admins,
  'storageUnits.listTools': admins,
  // Where a worker may put a tool back.
  'storageUnits.listAvailable': everyone,

  'parkingLocations.list': admins,
  'parkingLocations.create': admins,
  'parkingLocations.update': admins,
  'parkingLocations.delete': admins,
  'parkingLocations.listAvailable': everyone,

  // The worker's own flow (spec 5): what is assigned to me, confirm, return.
  'assignments.listOwn': workers,
  'assignments.confirm': workers,
  'assignments.return': workers,

  'reports.list': everyone,
  'reports.read': everyone,
  'reports.create': everyone,
  // Workers: their own reports only (row rule, see canChangeReport).
  'reports.update': everyone,
  'reports.delete': everyone,
  'reports.download': everyone,

  // Live updates of the caller's organization (issue 8): every signed-in screen listens.
  'events.subscribe': everyone,

  'dashboard.read': admins,
  'activity.read': admins,

  'notifications.status': admins,
  'notifications.preview': admins,
  'notifications.send': admins,
  'notifications.history': admins,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role !== null &&
  role !== undefined &&
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** The row rule of spec 6 for reports: admins change any report they can see, workers their own. */
export const canChangeReport = (
  user: { id: number; role: Role },
  report: { userId: number | null },
): boolean =>
  user.role === 'worker'
    ? report.userId !== null && report.userId === user.id
    : can(user.role, 'reports.update');

/** Nobody impersonates themselves or another superadmin (decision 0006). */
export const canImpersonate = (
  actor: { id: number; role: Role },
  target: { id: number; role: Role },
): boolean =>
  can(actor.role, 'impersonation.start') && actor.id !== target.id && target.role !== 'superadmin';
