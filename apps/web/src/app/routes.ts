import { ROLES, type GuardedRoute, type I18N_RESOURCES, type Role } from '@toolyard/shared';
import type { PageTitleKey } from '@/lib/screen-handle';
import type { NavIconName } from './shell/nav-icons';

export type NavLabelKey = `nav.${keyof (typeof I18N_RESOURCES)['en']['nav']}`;

/** A screen's place in the navigation. */
export type NavEntry = {
  labelKey: NavLabelKey;
  /** Named, not imported: the icons load with the shell (shell/nav-icons.ts). */
  icon: NavIconName;
  /** Who sees it in the sidebar: every role that may open the route when left out. */
  sidebar?: readonly Role[];
  /** Who has it in the phone's bottom bar: nobody when left out. */
  bottomBar?: readonly Role[];
};

export type RouteEntry = {
  /** The title in the header, the tab and the page heading; a function where the role changes it. */
  titleKey: PageTitleKey | ((role: Role) => PageTitleKey);
  nav?: NavEntry;
};

const ADMINS: readonly Role[] = ['superadmin', 'org_admin'];

/**
 * The screens of the shell, the one list the router, the page titles, the sidebar and the
 * bottom bar are derived from, in the navigation's order. Keyed by the shared route table
 * (ROUTE_ROLES: who may open each, asked by the access guard and by screens), so a route added
 * there does not compile until it has an entry here.
 */
export const ROUTES: Readonly<Record<GuardedRoute, RouteEntry>> = {
  '/organization-dashboard': {
    // An org admin's organization dashboard is titled Organization.
    titleKey: (role) =>
      role === 'org_admin' ? 'pages.organization' : 'pages.organizationDashboard',
    nav: {
      labelKey: 'nav.organizationDashboard',
      icon: 'layoutDashboard',
      // A superadmin may open it, but the spec lists it for org admins only.
      sidebar: ['org_admin'],
    },
  },
  '/organization': { titleKey: 'pages.organization' },
  '/organizations/:id': { titleKey: 'pages.organizationEdit' },
  '/users': {
    titleKey: 'pages.users',
    nav: { labelKey: 'nav.users', icon: 'users' },
  },
  // The platform's outbound mail, sent and refused (decision 0054).
  '/mail-log': {
    titleKey: 'pages.mailLog',
    nav: { labelKey: 'nav.mailLog', icon: 'mail' },
  },
  // The platform's backups: what can be restored, and "back up now" (decision 0065).
  '/backups': {
    titleKey: 'pages.backups',
    nav: { labelKey: 'nav.backups', icon: 'databaseBackup' },
  },
  '/workers': {
    titleKey: 'pages.workers',
    nav: { labelKey: 'nav.workers', icon: 'hardHat' },
  },
  '/branches': {
    titleKey: 'pages.branches',
    nav: { labelKey: 'nav.branches', icon: 'building' },
  },
  '/sites': {
    titleKey: 'pages.sites',
    nav: { labelKey: 'nav.sites', icon: 'mapPin' },
  },
  '/sites/:id': { titleKey: 'pages.site' },
  '/tools': {
    titleKey: 'pages.tools',
    nav: { labelKey: 'nav.tools', icon: 'wrench', bottomBar: ADMINS },
  },
  '/tools/new': { titleKey: 'pages.newTool' },
  '/tools/:id': { titleKey: 'pages.tool' },
  '/vehicles': {
    titleKey: 'pages.vehicles',
    nav: { labelKey: 'nav.vehicles', icon: 'truck', bottomBar: ADMINS },
  },
  '/vehicles/new': { titleKey: 'pages.newVehicle' },
  '/vehicles/:id': { titleKey: 'pages.vehicle' },
  '/maintenance-costs': { titleKey: 'pages.maintenanceCosts' },
  '/storage': {
    titleKey: 'pages.storage',
    nav: { labelKey: 'nav.storage', icon: 'warehouse' },
  },
  '/storage/units/:id': { titleKey: 'pages.storageUnit' },
  '/my-stuff': {
    titleKey: 'pages.myStuff',
    nav: { labelKey: 'nav.myStuff', icon: 'package', bottomBar: ['worker'] },
  },
  '/scan': {
    titleKey: 'pages.scan',
    // Every role's bar, between its lists and Reports, in reach of the thumb; the header has it
    // on every screen size, so the sidebar does not repeat it.
    nav: { labelKey: 'nav.scan', icon: 'scan', sidebar: [], bottomBar: ROLES },
  },
  '/reports': {
    titleKey: 'pages.reports',
    // The product puts Reports in every role's bar, but a superadmin may not open it: theirs has none.
    nav: { labelKey: 'nav.reports', icon: 'fileText', bottomBar: ['org_admin', 'worker'] },
  },
  '/reports/new': { titleKey: 'pages.newReport' },
  '/reports/:id': { titleKey: 'pages.report' },
  '/notifications/new': { titleKey: 'pages.newNotification' },
  '/settings': {
    titleKey: 'pages.settings',
    // Workers' bar gets it so that it has four entries with More.
    nav: { labelKey: 'nav.settings', icon: 'settings', bottomBar: ['worker'] },
  },
  // HOME_ALIAS: the role's home screen, like `/`.
  '/dashboard': { titleKey: 'pages.dashboard' },
};

/**
 * The generic landing, where impersonation arrives: it shows the role's home screen, as `/` does.
 * Every other route has a screen of its own (shell/screen-loaders.ts).
 */
export const HOME_ALIAS = '/dashboard' satisfies GuardedRoute;

/** A route with a screen of its own. */
export type ScreenRoute = Exclude<GuardedRoute, typeof HOME_ALIAS>;

export const isScreenRoute = (route: GuardedRoute): route is ScreenRoute => route !== HOME_ALIAS;

/** The table's routes, in its (the navigation's) order. */
export const ROUTE_PATHS = Object.keys(ROUTES) as GuardedRoute[];

/**
 * `/` shows the role's home screen and takes its title. It is the bottom bar's Dashboard;
 * the sidebar has no entry of its own for it but marks the home route's entry as current there.
 */
export const HOME_NAV: Omit<NavEntry, 'sidebar'> = {
  labelKey: 'nav.dashboard',
  icon: 'layoutDashboard',
  bottomBar: ADMINS,
};
