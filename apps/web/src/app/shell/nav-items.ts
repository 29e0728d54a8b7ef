import { matchPath } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { canOpenRoute, homeRouteFor, type Role } from '@toolyard/shared';
import { HOME_NAV, ROUTE_PATHS, ROUTES, type NavEntry, type NavLabelKey } from '../routes';
import { NAV_ICONS } from './nav-icons';

export type NavItem = { to: string; labelKey: NavLabelKey; icon: LucideIcon };

/** The route table's entries with a place in the navigation, in its order. */
const navigable = () =>
  ROUTE_PATHS.flatMap((path) => {
    const nav = ROUTES[path].nav;
    return nav ? [{ to: path, nav }] : [];
  });

const toItem = ({
  to,
  nav,
}: {
  to: string;
  nav: Pick<NavEntry, 'labelKey' | 'icon'>;
}): NavItem => ({
  to,
  labelKey: nav.labelKey,
  icon: NAV_ICONS[nav.icon],
});

/** The sidebar of a role: its entries default to every role that may open them. */
export const sidebarItemsFor = (role: Role): NavItem[] =>
  navigable()
    .filter(({ to, nav }) => (nav.sidebar ? nav.sidebar.includes(role) : canOpenRoute(to, role)))
    .map(toItem);

/** The phone's bottom bar of a role, before its More button: `/` (Dashboard) first. */
export const bottomBarItemsFor = (role: Role): NavItem[] =>
  [{ to: '/', nav: HOME_NAV }, ...navigable()]
    .filter(({ nav }) => nav.bottomBar?.includes(role))
    .map(toItem);

/**
 * Whether an entry is the current page. `/` shows the role's home screen, so the entry leading
 * there (e.g. the organization dashboard) counts as current on `/` as well, and the bottom bar's
 * Dashboard (`/`) counts as current on the role's home route.
 */
export const isNavActive = (to: string, pathname: string, role: Role) => {
  if (to === '/') return pathname === '/' || pathname === homeRouteFor(role);
  if (pathname === '/') return homeRouteFor(role) === to;
  return matchPath({ path: to, end: false }, pathname) !== null;
};
