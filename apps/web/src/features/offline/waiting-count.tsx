import { useTranslation } from 'react-i18next';
import { CloudUpload } from 'lucide-react';
import { useActionQueue } from './use-action-queue';

/**
 * Under the offline marker, on every screen: how many writes wait on the device ("2 actions
 * waiting to send"). Also online, while they are being sent or wait for the server.
 */
export const WaitingCount = () => {
  const { t } = useTranslation();
  const count = useActionQueue().actions.length;
  if (count === 0) return null;
  return (
    <p
      role="status"
      data-testid="waiting-count"
      className="flex items-center gap-2 bg-amber-100 px-4 py-1.5 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
      {t('offline.waitingCount', { count })}
    </p>
  );
};
