import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { PublicRoute } from '@toolyard/shared';
import { GuestOnly, RequireRole, RequireSession } from './access-guard';
import { HomePage } from './home-page';
import { RootLayout } from './root-layout';
import { SCREEN_PAGES } from './screen-pages';
import { SCREENS } from './screens';
import type { ScreenHandle } from './page-title';

// Screens load on demand: a visitor on /auth never downloads the shell, and the reverse.
const AuthPage = lazy(() =>
  import('@/features/auth/auth-page').then((module) => ({ default: module.AuthPage })),
);
// The link from the verification mail: anyone may open it, signed in or not (decision 0012).
const VerifyEmailPage = lazy(() =>
  import('@/features/email-verification/verify-email-page').then((module) => ({
    default: module.VerifyEmailPage,
  })),
);
const AppShell = lazy(() =>
  import('./shell/app-shell').then((module) => ({ default: module.AppShell })),
);
const PlaceholderPage = lazy(() =>
  import('@/features/placeholder/placeholder-page').then((module) => ({
    default: module.PlaceholderPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

const homeHandle: ScreenHandle = { screen: '/' };

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
      {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
        children: [
          // `/` is the role's home (users, My Stuff or the organization dashboard); its title
          // follows the role, see pageTitleKey.
          { index: true, element: <HomePage />, handle: homeHandle },
          ...SCREENS.map((screen) => {
            // The generic landing (where impersonation arrives) shows the role's home, like `/`.
            const Page =
              screen.path === '/dashboard'
                ? HomePage
                : (SCREEN_PAGES[screen.path] ?? PlaceholderPage);
            return {
              path: screen.path,
              handle: { screen: screen.path } satisfies ScreenHandle,
              element: (
                <RequireRole route={screen.path}>
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
