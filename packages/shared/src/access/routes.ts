import type { Role } from '../roles.js';

/**
 * Who may open which screen. The browser uses it to redirect; the
 * server enforces the matching API permissions on its own.
 */
export const ROUTE_ROLES = {
  '/organization-dashboard': ['superadmin', 'org_admin'],
  '/organization': ['org_admin'],
  '/organizations/:id': ['superadmin'],
  '/users': ['superadmin'],
  // The platform's outbound mail: sent and refused, per organization (decision 0054).
  '/mail-log': ['superadmin'],
  // The platform's backups: what is kept and what can be restored (decision 0065).
  '/backups': ['superadmin'],
  '/workers': ['org_admin'],
  '/branches': ['superadmin', 'org_admin'],
  '/sites': ['superadmin', 'org_admin'],
  '/sites/:id': ['superadmin', 'org_admin'],
  '/tools': ['superadmin', 'org_admin'],
  '/tools/new': ['superadmin', 'org_admin'],
  // The item pages: whoever may open the list may open one of its records.
  '/tools/:id': ['superadmin', 'org_admin'],
  '/vehicles': ['superadmin', 'org_admin'],
  '/vehicles/new': ['superadmin', 'org_admin'],
  '/vehicles/:id': ['superadmin', 'org_admin'],
  // What maintenance cost, per month and branch.
  '/maintenance-costs': ['superadmin', 'org_admin'],
  '/storage': ['superadmin', 'org_admin'],
  '/storage/units/:id': ['superadmin', 'org_admin'],
  '/reports': ['org_admin', 'worker'],
  '/reports/new': ['org_admin', 'worker'],
  '/reports/:id': ['superadmin', 'org_admin', 'worker'],
  '/notifications/new': ['superadmin', 'org_admin'],
  '/settings': ['superadmin', 'org_admin', 'worker'],
  '/my-stuff': ['worker'],
  // Scanning a label: every role scans; what it opens is that screen's own rule.
  '/scan': ['superadmin', 'org_admin', 'worker'],
  '/dashboard': ['superadmin', 'org_admin', 'worker'],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedRoute = keyof typeof ROUTE_ROLES;

/**
 * Screens outside the shell that need no session: sign-in (visitors only; a signed-in user is
 * sent home), the e-mail verification link and an invited worker's set-password link (anyone:
 * the token in the link is the proof).
 */
export const PUBLIC_ROUTES = {
  '/auth': 'visitors',
  '/verify-email': 'anyone',
  '/invitation': 'anyone',
} as const;

export type PublicRoute = keyof typeof PUBLIC_ROUTES;

export const canOpenRoute = (route: GuardedRoute, role: Role): boolean =>
  (ROUTE_ROLES[route] as readonly Role[]).includes(role);

/** Where a role lands after sign-in, and where it is sent when a screen is not for it. */
export const homeRouteFor = (role: Role | string): GuardedRoute => {
  if (role === 'superadmin') return '/users';
  if (role === 'org_admin') return '/organization-dashboard';
  if (role === 'worker') return '/my-stuff';
  return '/dashboard';
};
