// The screens of sites, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadSitesPage = () => import('./sites-page').then((module) => module.SitesPage);
export const loadSitePage = () => import('./site-page').then((module) => module.SitePage);
