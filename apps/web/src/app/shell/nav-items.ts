import { matchPath } from 'react-router';
import {
  Building2,
  FileText,
  HardHat,
  LayoutDashboard,
  MapPin,
  Package,
  Settings,
  Truck,
  Users,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { ROLES, homeRouteFor, type I18N_RESOURCES, type Role } from '@toolyard/shared';

export type NavLabelKey = `nav.${keyof (typeof I18N_RESOURCES)['en']['nav']}`;

export type NavEntry = { to: string; labelKey: NavLabelKey; icon: LucideIcon };

export type NavItem = NavEntry & { roles: readonly Role[] };

const ADMINS: readonly Role[] = ['superadmin', 'org_admin'];

// Spec 2 "Shell". Branches to storage are listed for org admins there; superadmins get them too,
// because the route table lets them open those screens.
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  {
    to: '/organization-dashboard',
    labelKey: 'nav.organizationDashboard',
    icon: LayoutDashboard,
    roles: ['org_admin'],
  },
  { to: '/users', labelKey: 'nav.users', icon: Users, roles: ['superadmin'] },
  { to: '/workers', labelKey: 'nav.workers', icon: HardHat, roles: ['org_admin'] },
  { to: '/branches', labelKey: 'nav.branches', icon: Building2, roles: ADMINS },
  { to: '/sites', labelKey: 'nav.sites', icon: MapPin, roles: ADMINS },
  { to: '/tools', labelKey: 'nav.tools', icon: Wrench, roles: ADMINS },
  { to: '/vehicles', labelKey: 'nav.vehicles', icon: Truck, roles: ADMINS },
  { to: '/storage', labelKey: 'nav.storage', icon: Warehouse, roles: ADMINS },
  { to: '/my-stuff', labelKey: 'nav.myStuff', icon: Package, roles: ['worker'] },
  { to: '/reports', labelKey: 'nav.reports', icon: FileText, roles: ['org_admin', 'worker'] },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings, roles: ROLES },
];

// Spec 2: workers get My Stuff, Reports (and Settings, so their bar has four entries with More);
// everyone else Dashboard, Tools, Vehicles, Reports.
const WORKER_BAR: readonly NavEntry[] = [
  { to: '/my-stuff', labelKey: 'nav.myStuff', icon: Package },
  { to: '/reports', labelKey: 'nav.reports', icon: FileText },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];
const DEFAULT_BAR: readonly NavEntry[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/tools', labelKey: 'nav.tools', icon: Wrench },
  { to: '/vehicles', labelKey: 'nav.vehicles', icon: Truck },
  { to: '/reports', labelKey: 'nav.reports', icon: FileText },
];

export const sidebarItemsFor = (role: Role) =>
  SIDEBAR_ITEMS.filter((item) => item.roles.includes(role));

export const bottomBarItemsFor = (role: Role) => (role === 'worker' ? WORKER_BAR : DEFAULT_BAR);

/**
 * Whether an entry is the current page. `/` shows the role's home screen, so the entry leading
 * there (e.g. the organization dashboard) counts as current on `/` as well.
 */
export const isNavActive = (to: string, pathname: string, role: Role) => {
  if (to === '/') return pathname === '/';
  if (pathname === '/') return homeRouteFor(role) === to;
  return matchPath({ path: to, end: false }, pathname) !== null;
};
