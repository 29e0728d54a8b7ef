// The screens of users, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadUsersPage = () => import('./users-page').then((module) => module.UsersPage);
export const loadWorkersPage = () => import('./workers-page').then((module) => module.WorkersPage);
