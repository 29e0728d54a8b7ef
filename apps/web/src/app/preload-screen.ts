import { matchPath } from 'react-router';
import { homeRouteFor, type GuardedRoute } from '@toolyard/shared';
import { loadAuthPage } from '@/features/auth/pages';
import { nextTask } from '@/lib/next-task';
import { sessionStore } from '@/lib/session';
import { ROUTE_PATHS, ROUTES } from './routes';

/** The shell's chunk, for the router's lazy AppShell and for the early start below. */
export const loadShell = () => import('./shell/app-shell');

/**
 * Starts downloading the first screen's chunks at once, beside the language chunk, instead of
 * one after the other as the screens render (language → shell → page: three round trips on a
 * phone's network before anything shows; issue 15). The router's lazy components then find the
 * modules already loaded. A path this does not recognise loads nothing early; the router still
 * loads it as before.
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
  const page = route ? ROUTES[route].page : undefined;
  // Each preload adds a link element per chunk (some 20 each), and on a slow phone adding them
  // costs about a millisecond apiece: the page's and the shell's in tasks of their own, so
  // neither is a long task (issue 15). The page's first: the shell's then adds only the rest.
  if (typeof page === 'function') void page();
  void nextTask().then(loadShell);
};
