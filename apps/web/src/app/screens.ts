import type { GuardedRoute, I18N_RESOURCES, Role } from '@toolyard/shared';

export type PageTitleKey = `pages.${keyof (typeof I18N_RESOURCES)['en']['pages']}`;

/** A screen of the shell: its route (with the roles ROUTE_ROLES allows) and its title. */
export type Screen = { path: GuardedRoute; titleKey: PageTitleKey };

// Spec 2's route table. An entry renders the placeholder until its screen is in SCREEN_PAGES.
export const SCREENS: readonly Screen[] = [
  { path: '/organization-dashboard', titleKey: 'pages.organizationDashboard' },
  { path: '/organization', titleKey: 'pages.organization' },
  { path: '/organizations/:id', titleKey: 'pages.organizationEdit' },
  { path: '/users', titleKey: 'pages.users' },
  { path: '/workers', titleKey: 'pages.workers' },
  { path: '/branches', titleKey: 'pages.branches' },
  { path: '/sites', titleKey: 'pages.sites' },
  { path: '/tools', titleKey: 'pages.tools' },
  { path: '/tools/new', titleKey: 'pages.newTool' },
  { path: '/vehicles', titleKey: 'pages.vehicles' },
  { path: '/vehicles/new', titleKey: 'pages.newVehicle' },
  { path: '/storage', titleKey: 'pages.storage' },
  { path: '/reports', titleKey: 'pages.reports' },
  { path: '/reports/new', titleKey: 'pages.newReport' },
  { path: '/reports/:id', titleKey: 'pages.report' },
  { path: '/notifications/new', titleKey: 'pages.newNotification' },
  { path: '/settings', titleKey: 'pages.settings' },
  { path: '/my-stuff', titleKey: 'pages.myStuff' },
  { path: '/dashboard', titleKey: 'pages.dashboard' },
];

/** What `/` shows depends on the role (spec 2): users, My Stuff, or the organization dashboard. */
const homeTitleKey = (role: Role): PageTitleKey => {
  if (role === 'superadmin') return 'pages.users';
  if (role === 'worker') return 'pages.myStuff';
  return 'pages.organization';
};

/** The title of a screen for a role; `'/'` is the role's home. */
export const pageTitleKey = (path: GuardedRoute | '/', role: Role): PageTitleKey => {
  if (path === '/') return homeTitleKey(role);
  // Spec 2 "Shell": an org admin's organization dashboard is titled Organization.
  if (path === '/organization-dashboard' && role === 'org_admin') return 'pages.organization';
  return SCREENS.find((screen) => screen.path === path)?.titleKey ?? 'pages.dashboard';
};
