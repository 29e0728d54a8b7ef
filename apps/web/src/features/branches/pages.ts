// The screens of branches, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadBranchesPage = () =>
  import('./branches-page').then((module) => module.BranchesPage);
