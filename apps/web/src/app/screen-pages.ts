import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GuardedRoute } from '@toolyard/shared';
import { loadPlaceholderPage } from '@/features/placeholder/pages';
import { loadShell } from './preload-screen';
import { isScreenRoute, ROUTE_PATHS } from './routes';

type Page = LazyExoticComponent<ComponentType>;

/** A page that loads when it first renders, so each screen is its own chunk. */
export const lazyPage = (load: () => Promise<ComponentType>): Page =>
  lazy(() => load().then((component) => ({ default: component })));

export const PlaceholderPage = lazyPage(loadPlaceholderPage);

// One lazy component per route, made once: React keeps a loaded page instead of loading it again.
// The screens are loaded by the shell (shell/screen-loaders.ts says why).
const PAGES = new Map<GuardedRoute, Page>(
  ROUTE_PATHS.filter(isScreenRoute).map(
    (path) => [path, lazyPage(() => loadShell().then((shell) => shell.loadScreen(path)))] as const,
  ),
);

/**
 * The page of a route of the table; a route without one yet shows the placeholder. Access
 * (ROUTE_ROLES) is checked by the router before any of these loads.
 */
export const screenPageFor = (path: GuardedRoute): Page => PAGES.get(path) ?? PlaceholderPage;
