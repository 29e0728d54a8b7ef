import type { ComponentType } from 'react';
import { loadBranchesPage } from '@/features/branches/pages';
import { loadOrganizationDashboardPage } from '@/features/dashboard/pages';
import { loadNewNotificationRedirect } from '@/features/notifications/pages';
import { loadOrganizationEditPage } from '@/features/organizations/pages';
import { loadOrganizationPage } from '@/features/organization-page/pages';
import { loadNewReportRedirect, loadReportPage, loadReportsPage } from '@/features/reports/pages';
import { loadScanPage } from '@/features/scan/pages';
import { loadSettingsPage } from '@/features/settings/pages';
import { loadSitePage, loadSitesPage } from '@/features/sites/pages';
import { loadStoragePage, loadStorageUnitPage } from '@/features/storage/pages';
import { loadNewToolRedirect, loadToolPage, loadToolsPage } from '@/features/tools/pages';
import { loadUsersPage, loadWorkersPage } from '@/features/users/pages';
import {
  loadNewVehicleRedirect,
  loadVehiclePage,
  loadVehiclesPage,
} from '@/features/vehicles/pages';
import { loadMyStuffPage } from '@/features/worker/pages';
import { loadMaintenanceCostsPage } from '@/features/maintenance-records/pages';
import { loadMailLogPage } from '@/features/mail-log/pages';
import { loadBackupsPage } from '@/features/backups/pages';
import type { ScreenRoute } from '../routes';

/** Resolves to a screen's component: a feature's pages.ts hands it out, the page stays a chunk. */
type ScreenLoader = () => Promise<ComponentType>;

/**
 * Each route's screen (app/routes.ts has the rest of what a route is). Kept in the shell's chunk
 * on purpose: the screens are imported from here only, so the bundler knows that every screen
 * loads after the shell and keeps the modules they share with it in the shell's chunk, instead of
 * cutting them into dozens of small files that each cost the phone a request.
 */
const SCREEN_LOADERS: Readonly<Record<ScreenRoute, ScreenLoader>> = {
  '/organization-dashboard': loadOrganizationDashboardPage,
  '/organization': loadOrganizationPage,
  '/organizations/:id': loadOrganizationEditPage,
  '/users': loadUsersPage,
  '/mail-log': loadMailLogPage,
  '/backups': loadBackupsPage,
  '/workers': loadWorkersPage,
  '/branches': loadBranchesPage,
  '/sites': loadSitesPage,
  '/sites/:id': loadSitePage,
  '/tools': loadToolsPage,
  '/tools/new': loadNewToolRedirect,
  '/tools/:id': loadToolPage,
  '/vehicles': loadVehiclesPage,
  '/vehicles/new': loadNewVehicleRedirect,
  '/vehicles/:id': loadVehiclePage,
  '/maintenance-costs': loadMaintenanceCostsPage,
  '/storage': loadStoragePage,
  '/storage/units/:id': loadStorageUnitPage,
  '/my-stuff': loadMyStuffPage,
  '/scan': loadScanPage,
  '/reports': loadReportsPage,
  '/reports/new': loadNewReportRedirect,
  '/reports/:id': loadReportPage,
  '/notifications/new': loadNewNotificationRedirect,
  '/settings': loadSettingsPage,
};

export const loadScreen = (route: ScreenRoute) => SCREEN_LOADERS[route]();
