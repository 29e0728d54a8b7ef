import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { errorDetails } from '@/lib/api-error';
import { TOKEN_KEY } from '@/lib/session';
import { Button } from './button';
import { StateCard } from './state-card';

/**
 * How a failure reads where it happens: a screen's or dialog's card (`page`); a list's card, which
 * also says whether a token was sent (`list`, the list-load error); or a quiet line inside a
 * dashboard widget (`inline`).
 */
export type LoadErrorLook = 'page' | 'list' | 'inline';

type LoadErrorProps = {
  /** Says what did not load, e.g. "Failed to load the organization". */
  title: string;
  error: Error;
  onRetry: () => void;
  look?: LoadErrorLook;
};

/** Something did not load: what, why (the server's message), and a way to try again. */
export const LoadError = ({ title, error, onRetry, look = 'page' }: LoadErrorProps) => {
  const { t } = useTranslation();
  const message = errorDetails(error).message;

  if (look === 'inline') {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-danger">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {title}
        </p>
        <p className="text-muted-foreground">{message ?? t('errors.failedToLoad')}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  // Only whether a token exists: the token itself must never be shown.
  const sessionHint =
    look === 'list'
      ? localStorage.getItem(TOKEN_KEY)
        ? 'users.tokenPresent'
        : 'users.tokenMissing'
      : null;
  return (
    <StateCard
      role="alert"
      tone="danger"
      icon={CircleAlert}
      title={title}
      description={
        sessionHint ? (
          <div className="grid gap-2">
            <p>{message ?? error.message}</p>
            <p className="font-mono text-xs">
              {t('users.debugInfo')}: {t(sessionHint)}
            </p>
          </div>
        ) : (
          (message ?? error.message)
        )
      }
    >
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </StateCard>
  );
};
