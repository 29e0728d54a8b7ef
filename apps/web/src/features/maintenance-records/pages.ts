// The screens of maintenance records, for the route table (app/routes.ts) only: loaders, never
// static imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadMaintenanceCostsPage = () =>
  import('./maintenance-costs-page').then((module) => module.MaintenanceCostsPage);
