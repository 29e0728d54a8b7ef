import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GuardedRoute } from '@toolyard/shared';

type Page = LazyExoticComponent<ComponentType>;

/** Loads one named page component on demand, so each screen is its own chunk. */
const page = <TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): Page => lazy(() => load().then((module) => ({ default: pick(module) })));

export const UsersPage = page(
  () => import('@/features/users/users-page'),
  (module) => module.UsersPage,
);

// The homes of org admins and workers: `/` shows them too (home-page.tsx).
export const OrganizationDashboardPage = page(
  () => import('@/features/dashboard/dashboard-page'),
  (module) => module.OrganizationDashboardPage,
);
export const MyStuffPage = page(
  () => import('@/features/worker/my-stuff-page'),
  (module) => module.MyStuffPage,
);

/**
 * The screens built so far; every other route of SCREENS still renders the placeholder.
 * Access (ROUTE_ROLES) is checked by the router before any of these loads.
 */
export const SCREEN_PAGES: Partial<Record<GuardedRoute, Page>> = {
  '/organization': page(
    () => import('@/features/organizations/page/organization-page'),
    (module) => module.OrganizationPage,
  ),
  '/organizations/:id': page(
    () => import('@/features/organizations/edit/organization-edit-page'),
    (module) => module.OrganizationEditPage,
  ),
  '/users': UsersPage,
  '/workers': page(
    () => import('@/features/users/workers-page'),
    (module) => module.WorkersPage,
  ),
  '/settings': page(
    () => import('@/features/settings/settings-page'),
    (module) => module.SettingsPage,
  ),
  '/organization-dashboard': OrganizationDashboardPage,
  '/my-stuff': MyStuffPage,
  '/reports': page(
    () => import('@/features/reports/reports-page'),
    (module) => module.ReportsPage,
  ),
  '/reports/new': page(
    () => import('@/features/reports/new-report-redirect'),
    (module) => module.NewReportRedirect,
  ),
  '/reports/:id': page(
    () => import('@/features/reports/report-page'),
    (module) => module.ReportPage,
  ),
  '/branches': page(
    () => import('@/features/branches/branches-page'),
    (module) => module.BranchesPage,
  ),
  '/sites': page(
    () => import('@/features/sites/sites-page'),
    (module) => module.SitesPage,
  ),
  '/tools': page(
    () => import('@/features/tools/tools-page'),
    (module) => module.ToolsPage,
  ),
  '/tools/new': page(
    () => import('@/features/tools/new-tool-redirect'),
    (module) => module.NewToolRedirect,
  ),
  '/vehicles': page(
    () => import('@/features/vehicles/vehicles-page'),
    (module) => module.VehiclesPage,
  ),
  '/vehicles/new': page(
    () => import('@/features/vehicles/new-vehicle-redirect'),
    (module) => module.NewVehicleRedirect,
  ),
  '/notifications/new': page(
    () => import('@/features/notifications/new-notification-redirect'),
    (module) => module.NewNotificationRedirect,
  ),
  '/storage': page(
    () => import('@/features/storage/storage-page'),
    (module) => module.StoragePage,
  ),
};
