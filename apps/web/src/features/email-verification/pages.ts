// The screens of email-verification, for the router (app/router.tsx) only: loaders, never static imports (lint
// holds it), so each screen stays its own chunk, out of the first download.

export const loadVerifyEmailPage = () =>
  import('./verify-email-page').then((module) => module.VerifyEmailPage);
