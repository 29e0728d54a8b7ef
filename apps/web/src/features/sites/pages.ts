// The screens of sites, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadSitesPage = () => import('./sites-page').then((module) => module.SitesPage);
export const loadSitePage = () => import('./site-page').then((module) => module.SitePage);
