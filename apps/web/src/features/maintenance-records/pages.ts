// The screens of maintenance records, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadMaintenanceCostsPage = () =>
  import('./maintenance-costs-page').then((module) => module.MaintenanceCostsPage);
