import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { PublicRoute } from '@toolyard/shared';
import { loadAuthPage, loadInvitationPage } from '@/features/auth/pages';
import { loadVerifyEmailPage } from '@/features/email-verification/pages';
import { loadLabelRedirect } from '@/features/labels/pages';
import { loadNotFoundPage } from '@/features/not-found/pages';
import { GuestOnly, RequireRole, RequireSession } from './access-guard';
import { HomePage } from './home-page';
import { loadShell } from './preload-screen';
import { screenHandle } from './page-titles';
import { RootLayout } from './root-layout';
import { isScreenRoute, ROUTE_PATHS } from './routes';
import { lazyPage, screenPageFor } from './screen-pages';

// Screens load on demand: a visitor on /auth never downloads the shell, and the reverse.
const AuthPage = lazyPage(loadAuthPage);
// The link from the verification mail: anyone may open it, signed in or not (decision 0012).
const VerifyEmailPage = lazyPage(loadVerifyEmailPage);
// The link from an imported worker's invitation: set a first password (decision 0059).
const InvitationPage = lazyPage(loadInvitationPage);
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));
const NotFoundPage = lazyPage(loadNotFoundPage);
// A label's QR code: outside the shell, it only finds the item and goes there.
const LabelRedirect = lazyPage(loadLabelRedirect);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        path: '/auth',
        element: (
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        ),
      },
      { path: '/verify-email' satisfies PublicRoute, element: <VerifyEmailPage /> },
      { path: '/invitation' satisfies PublicRoute, element: <InvitationPage /> },
      { path: '/l/:code', element: <LabelRedirect /> },
      {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
        children: [
          // `/` is the role's home (users, My Stuff or the organization dashboard); its title
          // follows the role, see pageTitleKey.
          { index: true, element: <HomePage />, handle: screenHandle('/') },
          ...ROUTE_PATHS.map((path) => {
            const Page = isScreenRoute(path) ? screenPageFor(path) : HomePage;
            return {
              path,
              handle: screenHandle(path),
              element: (
                <RequireRole route={path}>
                  <Page />
                </RequireRole>
              ),
            };
          }),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
