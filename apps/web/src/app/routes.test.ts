import { describe, expect, it } from 'vitest';
import { canOpenRoute, homeRouteFor, ROLES, type GuardedRoute } from '@toolyard/shared';
import { pageTitleKey } from './page-titles';
import { isScreenRoute, ROUTE_PATHS, ROUTES } from './routes';
import { bottomBarItemsFor, isNavActive, sidebarItemsFor } from './shell/nav-items';

const paths = (items: { to: string }[]) => items.map((item) => item.to);

describe('the route table', () => {
  it('names in its navigation only roles that may open the route', () => {
    for (const path of ROUTE_PATHS) {
      const nav = ROUTES[path].nav;
      for (const role of [...(nav?.sidebar ?? []), ...(nav?.bottomBar ?? [])]) {
        expect(canOpenRoute(path, role), `${role} on ${path}`).toBe(true);
      }
    }
  });

  it("gives every role's home route a screen of its own, which `/` then shows", () => {
    for (const role of ROLES) {
      expect(isScreenRoute(homeRouteFor(role)), `${role}'s home`).toBe(true);
    }
  });
});

describe('page titles', () => {
  it('titles `/` like the home screen it shows', () => {
    expect(pageTitleKey('/', 'superadmin')).toBe('pages.users');
    expect(pageTitleKey('/', 'worker')).toBe('pages.myStuff');
    expect(pageTitleKey('/', 'org_admin')).toBe('pages.organization');
  });

  it('titles the organization dashboard Organization for an org admin only', () => {
    expect(pageTitleKey('/organization-dashboard', 'org_admin')).toBe('pages.organization');
    expect(pageTitleKey('/organization-dashboard', 'superadmin')).toBe(
      'pages.organizationDashboard',
    );
  });

  it('titles every other screen after its own entry, whoever opens it', () => {
    expect(pageTitleKey('/reports/:id', 'worker')).toBe('pages.report');
    expect(pageTitleKey('/tools/new', 'superadmin')).toBe('pages.newTool');
    expect(pageTitleKey('/dashboard', 'org_admin')).toBe('pages.dashboard');
  });
});

describe('navigation', () => {
  it("lists each role's sidebar as the role table lists it, in its order", () => {
    expect(paths(sidebarItemsFor('superadmin'))).toEqual([
      '/users',
      // The platform's outbound mail (decision 0054): the operator's alone.
      '/mail-log',
      // The platform's backups (decision 0065): the operator's alone too.
      '/backups',
      '/branches',
      '/sites',
      '/tools',
      '/vehicles',
      '/storage',
      '/settings',
    ]);
    expect(paths(sidebarItemsFor('org_admin'))).toEqual([
      '/organization-dashboard',
      '/workers',
      '/branches',
      '/sites',
      '/tools',
      '/vehicles',
      '/storage',
      '/reports',
      '/settings',
    ]);
    expect(paths(sidebarItemsFor('worker'))).toEqual(['/my-stuff', '/reports', '/settings']);
  });

  it('offers no role a sidebar or bottom bar entry it may not open', () => {
    for (const role of ROLES) {
      for (const { to } of [...sidebarItemsFor(role), ...bottomBarItemsFor(role)]) {
        if (to === '/') continue;
        expect(canOpenRoute(to as GuardedRoute, role), `${role}: ${to}`).toBe(true);
      }
    }
  });

  it("fills the bottom bar, with Scan in every role's, then More", () => {
    expect(paths(bottomBarItemsFor('org_admin'))).toEqual([
      '/',
      '/tools',
      '/vehicles',
      '/scan',
      '/reports',
    ]);
    expect(paths(bottomBarItemsFor('worker'))).toEqual([
      '/my-stuff',
      '/scan',
      '/reports',
      '/settings',
    ]);
    // Reports is not for a superadmin (ROUTE_ROLES): their bar leaves it out.
    expect(paths(bottomBarItemsFor('superadmin'))).toEqual(['/', '/tools', '/vehicles', '/scan']);
  });

  it("labels the bar's `/` Dashboard and the route entries with their own labels", () => {
    expect(bottomBarItemsFor('org_admin').map((item) => item.labelKey)).toEqual([
      'nav.dashboard',
      'nav.tools',
      'nav.vehicles',
      'nav.scan',
      'nav.reports',
    ]);
  });

  it('marks the home route current on `/`, and an entry current on the routes below it', () => {
    expect(isNavActive('/organization-dashboard', '/', 'org_admin')).toBe(true);
    expect(isNavActive('/my-stuff', '/', 'worker')).toBe(true);
    expect(isNavActive('/tools', '/', 'org_admin')).toBe(false);
    expect(isNavActive('/', '/', 'org_admin')).toBe(true);
    expect(isNavActive('/', '/tools', 'org_admin')).toBe(false);
    expect(isNavActive('/reports', '/reports/12', 'worker')).toBe(true);
    expect(isNavActive('/tools', '/tools-archive', 'org_admin')).toBe(false);
  });

  it("marks the bottom bar's Dashboard current on the role's home route", () => {
    expect(isNavActive('/', '/organization-dashboard', 'org_admin')).toBe(true);
    expect(isNavActive('/', '/users', 'superadmin')).toBe(true);
    expect(isNavActive('/', '/my-stuff', 'worker')).toBe(true);
    expect(isNavActive('/', '/users', 'org_admin')).toBe(false);
  });
});
