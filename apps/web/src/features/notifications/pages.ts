// The screens of notifications, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadNewNotificationRedirect = () =>
  import('./new-notification-redirect').then((module) => module.NewNotificationRedirect);
