// The screens of dashboard, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadOrganizationDashboardPage = () =>
  import('./dashboard-page').then((module) => module.OrganizationDashboardPage);
