import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@toolyard/shared';
import {
  actionQueue,
  useActionQueue,
  WaitingBadge,
  type NotSentAction,
  type QueuedAction,
} from '@/features/offline';
import { sitesQuery } from '@/features/sites';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RecordCard } from '@/components/ui/record-card';
import { formatDateValue } from '@/lib/date-format';
import type { ReportFormValues } from './report-form-dialog';

/** A kept report body as the form takes it; null when it is not one (never expected). */
const reportDraftOf = (body: unknown): ReportFormValues | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { title, siteId, reportDate, content } = body as Record<string, unknown>;
  if (typeof title !== 'string' || typeof content !== 'string') return null;
  return {
    title,
    content,
    siteId: typeof siteId === 'number' || typeof siteId === 'string' ? String(siteId) : '',
    reportDate: typeof reportDate === 'string' ? reportDate : '',
  };
};

type WaitingReportsProps = {
  /** Opens the form with a given-up report's text, to send it again. */
  onWriteAgain: (record: NotSentAction, values: ReportFormValues) => void;
};

/**
 * The worker's own reports that are not on the server (decision 0034): written without signal
 * and waiting to be sent, or given up on (the reason in words) with their text kept, to write
 * again or discard. Above the list, which shows only what the server has.
 */
export const WaitingReports = ({ onWriteAgain }: WaitingReportsProps) => {
  const { t, i18n } = useTranslation();
  const { actions, notSent } = useActionQueue();
  const sites = useQuery(sitesQuery());
  const waiting = actions.filter((action) => action.kind === 'createReport');
  const givenUp = notSent.filter((record) => record.kind === 'createReport');
  if (waiting.length === 0 && givenUp.length === 0) return null;

  const facts = (body: unknown) => {
    const draft = reportDraftOf(body);
    const site = sites.data?.find((known) => String(known.id) === draft?.siteId);
    return [
      {
        label: t('reports.reportDate'),
        value: formatDateValue(draft?.reportDate, i18n.language) ?? draft?.reportDate,
      },
      { label: t('reports.site'), value: site?.name },
    ];
  };

  const waitingCard = (action: QueuedAction) => (
    <li key={action.id} data-testid="waiting-report">
      <RecordCard
        title={action.subject.name}
        badge={<WaitingBadge />}
        facts={facts(action.request.body)}
      />
    </li>
  );

  const givenUpCard = (record: NotSentAction) => {
    const draft = reportDraftOf(record.body);
    return (
      <li key={record.id} data-testid="not-sent-report">
        <RecordCard
          title={record.subject.name}
          badge={<Badge tone="neutral">{t('offline.reports.notSent')}</Badge>}
          facts={[
            ...facts(record.body),
            {
              label: t('offline.reports.reason'),
              value: [
                t(`offline.reasons.${record.reason}`, { hours: IDEMPOTENCY_KEY_TTL_HOURS }),
                record.detail,
              ]
                .filter(Boolean)
                .join(' '),
            },
          ]}
          actions={
            <>
              {draft && (
                <Button variant="outline" size="sm" onClick={() => onWriteAgain(record, draft)}>
                  <Pencil aria-hidden="true" />
                  {t('offline.reports.writeAgain')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void actionQueue.dismiss(record.id)}
                aria-label={t('offline.reports.discardLabel', { title: record.subject.name })}
              >
                <Trash2 aria-hidden="true" />
                {t('offline.reports.discard')}
              </Button>
            </>
          }
        />
      </li>
    );
  };

  return (
    <Card className="p-0">
      <section aria-labelledby="waiting-reports-heading" className="grid gap-1 py-3">
        <h2 id="waiting-reports-heading" className="px-4 text-base font-semibold">
          {t('offline.reports.heading')}
        </h2>
        <ul className="divide-y divide-border">
          {waiting.map(waitingCard)}
          {givenUp.map(givenUpCard)}
        </ul>
      </section>
    </Card>
  );
};
