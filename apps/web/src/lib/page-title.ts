import { useTranslation } from 'react-i18next';
import { useScreenHandle } from './screen-handle';
import { useSession } from './session-context';

/** The current screen's translated title, for the header and the page heading alike. */
export const usePageTitle = (): string => {
  const { t } = useTranslation();
  const { user } = useSession();
  const handle = useScreenHandle();
  if (!handle || !user) return t('app.name');
  return t(handle.titleKey(user.role));
};
