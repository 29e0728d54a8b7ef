import { homeRouteFor, type GuardedRoute, type Role } from '@toolyard/shared';
import type { PageTitleKey, ScreenHandle } from '@/lib/screen-handle';
import { ROUTES } from './routes';

/** The title of a screen for a role; `/` shows the role's home screen and takes its title. */
export const pageTitleKey = (path: GuardedRoute | '/', role: Role): PageTitleKey => {
  const { titleKey } = ROUTES[path === '/' ? homeRouteFor(role) : path];
  return typeof titleKey === 'function' ? titleKey(role) : titleKey;
};

/** The router's handle for a screen: how the shell and the screen itself find its title. */
export const screenHandle = (screen: GuardedRoute | '/'): ScreenHandle => ({
  screen,
  titleKey: (role) => pageTitleKey(screen, role),
});
