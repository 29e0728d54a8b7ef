import { matchPath } from 'react-router';
import { homeRouteFor, type GuardedRoute } from '@toolyard/shared';
import { loadAuthPage } from '@/features/auth/pages';
import { sessionStore } from '@/lib/session';
import { isScreenRoute, ROUTE_PATHS, ROUTES, type ScreenRoute } from './routes';

/** The shell's chunk, for the router's lazy AppShell and for the early start below. */
export const loadShell = () => import('./shell/app-shell');

/** A screen, through the shell's chunk (shell/screen-loaders.ts says why). */
export const loadScreenViaShell = (route: ScreenRoute) =>
  loadShell().then((shell) => shell.loadScreen(route));

/**
 * Starts downloading the first screen at once, beside the language chunk, instead of as the
 * screens render (language → shell → page, each after the one before has rendered; decision 0035):
 * the shell now, its screen as soon as the shell's chunk is in. The screens load through the
 * shell (shell/screen-loaders.ts says why). The router's lazy components then find the modules
 * already loaded. A path this does not recognise loads nothing early; the router still loads it.
 */
export const preloadScreen = (pathname: string) => {
  if (pathname === '/auth') return void loadAuthPage();
  const user = sessionStore.getSnapshot()?.user;
  // Without a session every screen sends the visitor to the sign-in page.
  if (!user) return void loadAuthPage();
  // A path that is a route itself (the first screens are) needs no pattern matching.
  const route =
    pathname === '/'
      ? homeRouteFor(user.role)
      : Object.hasOwn(ROUTES, pathname)
        ? (pathname as GuardedRoute)
        : ROUTE_PATHS.find((path) => matchPath(path, pathname) !== null);
  if (route && isScreenRoute(route)) void loadScreenViaShell(route);
  else void loadShell();
};
