// The screens of not-found, for the router (app/router.tsx) only: loaders, never static imports (lint
// holds it), so each screen stays its own chunk, out of the first download.

export const loadNotFoundPage = () =>
  import('./not-found-page').then((module) => module.NotFoundPage);
