// The screens of users, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadUsersPage = () => import('./users-page').then((module) => module.UsersPage);
export const loadWorkersPage = () => import('./workers-page').then((module) => module.WorkersPage);
