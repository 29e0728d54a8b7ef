import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { actionQueue } from './offline-actions';
import type { NotSentAction } from './queued-action';
import { useActionQueue } from './use-action-queue';

/** "Your return of Hilti TE 30 was not sent: it is no longer assigned to you." */
const useNotSentText = () => {
  const { t } = useTranslation();
  return (record: NotSentAction) =>
    t(`offline.notSent.${record.kind}`, {
      name: record.subject.name,
      reason: t(`offline.reasons.${record.reason}`, { hours: IDEMPOTENCY_KEY_TTL_HOURS }),
    });
};

/**
 * On every screen, until the worker dismisses them: the queued writes that will not be sent and
 * why, in plain words (the item was reassigned meanwhile, the server refused it). A report's text
 * is kept: its notice leads to the reports, where it can be written again.
 */
export const NotSentNotices = () => {
  const { t } = useTranslation();
  const { notSent } = useActionQueue();
  const text = useNotSentText();
  return (
    <div role="alert" className="empty:hidden">
      {notSent.length > 0 && (
        <ul aria-label={t('offline.notSentHeading')} className="mb-4 grid gap-2 md:mb-6">
          {notSent.map((record) => (
            <li
              key={record.id}
              data-testid="not-sent-notice"
              className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 basis-48 gap-1">
                <p className="break-words font-medium">{text(record)}</p>
                {record.detail && <p className="break-words">{record.detail}</p>}
                {record.kind === 'createReport' && <p>{t('offline.reportKept')}</p>}
              </div>
              {record.kind === 'createReport' ? (
                <Button asChild size="sm" variant="outline">
                  <Link to="/reports">{t('offline.openReports')}</Link>
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void actionQueue.dismiss(record.id)}
                  aria-label={t('offline.dismissLabel', { name: record.subject.name })}
                >
                  {t('offline.dismiss')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
