// The screens of branches, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadBranchesPage = () =>
  import('./branches-page').then((module) => module.BranchesPage);
