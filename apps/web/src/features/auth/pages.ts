// The screens of auth, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadAuthPage = () => import('./auth-page').then((module) => module.AuthPage);
