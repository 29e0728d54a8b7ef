import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { errorDetails } from '@/lib/api-error';
import { TOKEN_KEY } from '@/lib/session';

type ListLoadErrorProps = {
  title: string;
  error: Error;
  onRetry: () => void;
};

/** A list that did not load (spec 2): the message, whether a token was sent, and a retry. */
export const ListLoadError = ({ title, error, onRetry }: ListLoadErrorProps) => {
  const { t } = useTranslation();
  // Only whether a token exists: the token itself must never be shown.
  const hasToken = Boolean(localStorage.getItem(TOKEN_KEY));
  return (
    <StateCard
      role="alert"
      tone="danger"
      icon={CircleAlert}
      title={title}
      description={
        <div className="grid gap-2">
          <p>{errorDetails(error).message ?? error.message}</p>
          <p className="font-mono text-xs">
            {t('users.debugInfo')}: {hasToken ? t('users.tokenPresent') : t('users.tokenMissing')}
          </p>
        </div>
      }
    >
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </StateCard>
  );
};
