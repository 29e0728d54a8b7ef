import { useMatches } from 'react-router';
import type { GuardedRoute, I18N_RESOURCES, Role } from '@toolyard/shared';

export type PageTitleKey = `pages.${keyof (typeof I18N_RESOURCES)['en']['pages']}`;

/**
 * What the router puts on every screen of the shell: which route it is (for checks that replace
 * the route's element) and its title for a role. Screens read it here, so they need not know the
 * route table in app/.
 */
export type ScreenHandle = {
  screen: GuardedRoute | '/';
  titleKey: (role: Role) => PageTitleKey;
};

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'screen' in handle && 'titleKey' in handle;

/** The innermost matched screen's handle; undefined outside the shell's screens. */
export const useScreenHandle = (): ScreenHandle | undefined =>
  useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
