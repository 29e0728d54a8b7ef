// The screens of notifications, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadNewNotificationRedirect = () =>
  import('./new-notification-redirect').then((module) => module.NewNotificationRedirect);
