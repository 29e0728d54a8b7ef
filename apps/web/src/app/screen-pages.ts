import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GuardedRoute } from '@toolyard/shared';
import { loadPlaceholderPage } from '@/features/placeholder/pages';
import { loadScreenViaShell } from './preload-screen';
import { isScreenRoute, ROUTE_PATHS } from './routes';

type Page = LazyExoticComponent<ComponentType>;

/** A page that loads when it first renders, so each screen is its own chunk. */
export const lazyPage = (load: () => Promise<ComponentType>): Page =>
  lazy(() => load().then((component) => ({ default: component })));

export const PlaceholderPage = lazyPage(loadPlaceholderPage);

// One lazy component per route, made once: React keeps a loaded page instead of loading it again.
const PAGES = new Map<GuardedRoute, Page>(
  ROUTE_PATHS.filter(isScreenRoute).map(
    (path) => [path, lazyPage(() => loadScreenViaShell(path))] as const,
  ),
);

/**
 * The page of a route of the table; the placeholder for HOME_ALIAS, which has none (the router
 * shows the home page there). Access (ROUTE_ROLES) is checked by the router before any of these
 * loads.
 */
export const screenPageFor = (path: GuardedRoute): Page => PAGES.get(path) ?? PlaceholderPage;
