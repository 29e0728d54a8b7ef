// The screens of email-verification, for the route table (app/routes.ts) only: loaders, never
// static imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadVerifyEmailPage = () =>
  import('./verify-email-page').then((module) => module.VerifyEmailPage);
