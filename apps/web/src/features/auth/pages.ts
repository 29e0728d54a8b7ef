// The screens of auth, for the router (app/router.tsx) only: loaders, never static imports (lint
// holds it), so each screen stays its own chunk, out of the first download.

export const loadAuthPage = () => import('./auth-page').then((module) => module.AuthPage);

// The link in an imported worker's invitation mail (decision 0059): set a first password.
export const loadInvitationPage = () =>
  import('./invitation-page').then((module) => module.InvitationPage);
