import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GuardedRoute } from '@toolyard/shared';

type Page = LazyExoticComponent<ComponentType>;

/** Loads one named page component on demand, so each screen is its own chunk. */
const page = <TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): Page => lazy(() => load().then((module) => ({ default: pick(module) })));

export const UsersPage = page(
  () => import('@/features/users/users-page'),
  (module) => module.UsersPage,
);

/**
 * The screens built so far; every other route of SCREENS still renders the placeholder.
 * Access (ROUTE_ROLES) is checked by the router before any of these loads.
 */
export const SCREEN_PAGES: Partial<Record<GuardedRoute, Page>> = {
  '/organization': page(
    () => import('@/features/organizations/page/organization-page'),
    (module) => module.OrganizationPage,
  ),
  '/organizations/:id': page(
    () => import('@/features/organizations/edit/organization-edit-page'),
    (module) => module.OrganizationEditPage,
  ),
  '/users': UsersPage,
  '/workers': page(
    () => import('@/features/users/workers-page'),
    (module) => module.WorkersPage,
  ),
  '/settings': page(
    () => import('@/features/settings/settings-page'),
    (module) => module.SettingsPage,
  ),
};
