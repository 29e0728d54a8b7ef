// The screens of worker, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadMyStuffPage = () => import('./my-stuff-page').then((module) => module.MyStuffPage);
