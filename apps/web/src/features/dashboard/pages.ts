// The screens of dashboard, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadOrganizationDashboardPage = () =>
  import('./dashboard-page').then((module) => module.OrganizationDashboardPage);
