import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GuardedRoute } from '@toolyard/shared';
import { useSession } from './session-context';
import { pageTitleKey } from './screens';

/** Route handle the router puts on every shell screen. */
export type ScreenHandle = { screen: GuardedRoute | '/' };

export const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'screen' in handle;

/** The current screen's translated title, for the header and the page heading alike. */
export const usePageTitle = (): string => {
  const { t } = useTranslation();
  const { user } = useSession();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
  if (!handle || !user) return t('app.name');
  return t(pageTitleKey(handle.screen, user.role));
};
