import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GuardedRoute } from '@toolyard/shared';
import { loadPlaceholderPage } from '@/features/placeholder/pages';
import { ROUTE_PATHS, ROUTES, type PageLoader } from './routes';

type Page = LazyExoticComponent<ComponentType>;

/** A page that loads when it first renders, so each screen is its own chunk. */
export const lazyPage = (load: PageLoader): Page =>
  lazy(() => load().then((component) => ({ default: component })));

export const PlaceholderPage = lazyPage(loadPlaceholderPage);

// One lazy component per route, made once: React keeps a loaded page instead of loading it again.
const PAGES = new Map(
  ROUTE_PATHS.flatMap((path) => {
    const { page } = ROUTES[path];
    return typeof page === 'function' ? [[path, lazyPage(page)] as const] : [];
  }),
);

/**
 * The page of a route of the table; a route without one yet shows the placeholder. Access
 * (ROUTE_ROLES) is checked by the router before any of these loads.
 */
export const screenPageFor = (path: GuardedRoute): Page => PAGES.get(path) ?? PlaceholderPage;
