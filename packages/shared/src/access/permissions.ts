import { ROLES, type Role } from '../roles.js';

/**
 * How far a role's permission reaches: `any` record it can see (its organization's, or every one
 * for a superadmin), or only its `own` (the worker's own reports, profile and assignments).
 */
export type Reach = 'any' | 'own';
type Grant = Partial<Record<Role, Reach>>;

const everyone = { superadmin: 'any', org_admin: 'any', worker: 'any' } as const satisfies Grant;
const admins = { superadmin: 'any', org_admin: 'any' } as const satisfies Grant;
const superadmins = { superadmin: 'any' } as const satisfies Grant;
const workersOwn = { worker: 'own' } as const satisfies Grant;
const orgAdminsOwn = { org_admin: 'own' } as const satisfies Grant;
const orgAdminsAny = { org_admin: 'any' } as const satisfies Grant;
const everyoneOwn = { superadmin: 'own', org_admin: 'own', worker: 'own' } as const satisfies Grant;
const adminsAnyWorkersOwn = {
  superadmin: 'any',
  org_admin: 'any',
  worker: 'own',
} as const satisfies Grant;

/**
 * The one permission table: role × entity × action, with own/any. The server's guard
 * refuses every role a permission does not list with 403 before a handler runs, the web app hides
 * what a role cannot do, and the role-matrix test walks every route × role against it. `own`
 * is enforced per record by the use-case (and by canChangeReport for both sides); organization
 * boundaries by the tenant scope.
 */
export const PERMISSIONS = {
  'account.read': everyone,
  'account.logout': everyone,
  'account.changePassword': everyone,
  // An org admin proves their own address, so their organization may write to anyone by e-mail
  // (decision 0012); superadmins need no proof and workers send no mail.
  'account.verifyEmail': orgAdminsOwn,
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
  // Everyone edits their own profile; admins also the accounts they manage.
  'users.update': adminsAnyWorkersOwn,
  'users.delete': admins,

  'counts.read': admins,

  'branches.list': admins,
  'branches.create': admins,
  'branches.update': admins,
  'branches.delete': admins,

  // Workers pick a site when they write a daily report.
  'sites.list': everyone,
  // A site's own page: its details, reports and what is there.
  'sites.read': admins,
  'sites.create': admins,
  'sites.update': admins,
  'sites.delete': admins,

  'tools.list': admins,
  // One tool's page.
  'tools.read': admins,
  'tools.create': admins,
  'tools.update': admins,
  'tools.delete': admins,
  'tools.changeStatus': admins,
  'tools.readLog': admins,
  'tools.writeLog': admins,

  // Bookings of items for a site over a time range (docs/product/reservations.md).
  'reservations.list': admins,
  'reservations.read': admins,
  // A booking form's question: what is in the way, and when is each item next free.
  'reservations.availability': admins,
  'reservations.create': admins,
  'reservations.cancel': admins,

  'vehicles.list': admins,
  'vehicles.read': admins,
  'vehicles.create': admins,
  'vehicles.update': admins,
  'vehicles.delete': admins,
  'vehicles.changeStatus': admins,
  'vehicles.readLog': admins,
  'vehicles.writeLog': admins,
  // A tyre alert dismissed for the season is the org admin's own; a superadmin, who
  // has no organization, is never shown the alert.
  'vehicles.dismissTireAlert': orgAdminsAny,

  'storageUnits.list': admins,
  'storageUnits.read': admins,
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

  // A scanned label: which item of the caller's organization it is. Every role scans;
  // what the item's page then shows and allows is that page's own permission.
  'labels.resolve': everyone,
  // Label sheets (PDF) of any item the admin manages, one or a whole filtered list.
  'labels.print': admins,
  // A scan session's action on many tools and vehicles at once.
  'inventory.bulkChange': admins,

  // The worker's own flow: what is assigned to me, confirm, return.
  'assignments.listOwn': workersOwn,
  'assignments.confirm': workersOwn,
  'assignments.return': workersOwn,

  // Damage on a tool or vehicle (decision 0045): a worker reports on what is handed to
  // them and sees their own reports and photos; admins report on and see every item's.
  'damage.report': adminsAnyWorkersOwn,
  'damage.list': adminsAnyWorkersOwn,
  'damage.readPhoto': adminsAnyWorkersOwn,

  'reports.list': everyone,
  'reports.read': everyone,
  'reports.create': everyone,
  // Workers: their own reports only (see canChangeReport).
  'reports.update': adminsAnyWorkersOwn,
  'reports.delete': adminsAnyWorkersOwn,
  'reports.download': everyone,

  // Live updates of the caller's organization: every signed-in screen listens.
  'events.subscribe': everyone,

  // Maintenance done on tools and vehicles, their histories and costs.
  'maintenance.record': admins,
  'maintenance.read': admins,

  'dashboard.read': admins,
  'activity.read': admins,

  // Imports fill one organization's lists from a file, matched by its own names, so
  // an org admin runs them; a superadmin does so acting as one (decision 0030).
  'imports.template': admins,
  'imports.run': orgAdminsAny,
  'imports.read': orgAdminsAny,
  'imports.cancel': orgAdminsAny,

  'notifications.status': admins,
  'notifications.preview': admins,
  'notifications.send': admins,
  'notifications.history': admins,
  // What left the platform by mail and what was refused, for every organization (decision 0054).
  'mailLog.read': superadmins,
  // The platform's backups (decision 0065): what is kept, what can be restored, "back up now".
  'backups.read': superadmins,
  'backups.run': superadmins,

  // The header's bell: each user's own notices, and the language their notices and
  // daily digest are written in (the app tells it the language it shows).
  'notices.list': everyoneOwn,
  'notices.markRead': everyoneOwn,
  'notices.setLanguage': everyoneOwn,
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);

/** How far the role's permission reaches, or undefined when the role lacks it. */
export const reachOf = (
  role: Role | null | undefined,
  permission: Permission,
): Reach | undefined => (role ? (PERMISSIONS[permission] as Grant)[role] : undefined);

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  reachOf(role, permission) !== undefined;

/** The roles a permission lists (for documentation and the role-matrix test). */
export const rolesWith = (permission: Permission): Role[] =>
  ROLES.filter((role) => can(role, permission));

/** For reports: `any` changes every report the caller can see, `own` only their own. */
export const canChangeReport = (
  user: { id: number; role: Role },
  report: { userId: number | null },
): boolean => {
  const reach = reachOf(user.role, 'reports.update');
  if (reach === 'any') return true;
  return reach === 'own' && report.userId !== null && report.userId === user.id;
};

/** Nobody impersonates themselves or another superadmin (decision 0006). */
export const canImpersonate = (
  actor: { id: number; role: Role },
  target: { id: number; role: Role },
): boolean =>
  can(actor.role, 'impersonation.start') && actor.id !== target.id && target.role !== 'superadmin';
