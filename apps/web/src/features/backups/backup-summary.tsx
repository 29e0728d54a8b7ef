import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDays,
  type BackupRunResponse,
  type BackupsOverview,
} from '@toolyard/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { useDateFormat } from '@/lib/use-date-format';
import { BackUpNow } from './back-up-now';
import { RunResultBadge } from './run-result-badge';

/** The newest backup attempt; without a record of attempts, the newest backup kept. */
const lastBackupOf = (overview: BackupsOverview): BackupRunResponse | undefined => {
  const run = overview.runs.find((candidate) => candidate.kind === 'backup');
  const kept = overview.backups[0];
  if (run || !kept) return run;
  return {
    kind: 'backup',
    at: kept.finishedAt,
    ok: true,
    name: kept.name,
    durationMs: kept.durationMs,
    sizeBytes: kept.sizeBytes,
    error: null,
  };
};

/** When, how large, and whether it worked. */
const RunFacts = ({ run }: { run: BackupRunResponse }) => {
  const { i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{dateTime(run.at) ?? '—'}</span>
      {run.sizeBytes !== null && (
        <span className="tabular-nums">{formatBytes(run.sizeBytes, i18n.resolvedLanguage)}</span>
      )}
      <RunResultBadge ok={run.ok} />
    </span>
  );
};

type BackupSummaryProps = {
  overview: BackupsOverview;
  /** "Back up now" was answered with 202. */
  onQueued: () => void;
};

/**
 * What a superadmin asks first: which moments can be restored, whether the last backup and the
 * last restore test worked, and when the next backup comes; then "back up now". A database at
 * DATABASE_URL has no schedule and no button: the note says how it is backed up instead.
 */
export const BackupSummary = ({ overview, onQueued }: BackupSummaryProps) => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const timeOf = (value: string) => dateTime(value) ?? '—';
  const lastBackup = lastBackupOf(overview);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('backups.summaryTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DetailList
          details={[
            {
              label: t('backups.restorable'),
              value: overview.restorable
                ? t('backups.restorableWindow', {
                    from: timeOf(overview.restorable.from),
                    to: timeOf(overview.restorable.to),
                  })
                : t('backups.restorableNone'),
            },
            {
              label: t('backups.nextBackup'),
              value: overview.nextBackupAt
                ? timeOf(overview.nextBackupAt)
                : t('backups.notScheduled'),
            },
            {
              label: t('backups.lastBackup'),
              value: lastBackup ? <RunFacts run={lastBackup} /> : t('backups.noneYet'),
            },
            {
              label: t('backups.lastRestoreTest'),
              value: overview.lastRestoreTest ? (
                <RunFacts run={overview.lastRestoreTest} />
              ) : (
                t('backups.noneYet')
              ),
            },
            {
              label: t('backups.keptFor'),
              value: formatDays(overview.keepDays, i18n.resolvedLanguage),
            },
          ]}
        />
        {overview.embedded ? (
          <BackUpNow onQueued={onQueued} />
        ) : (
          <p className="max-w-prose text-sm text-muted-foreground">
            {t('errors.backupsOfExternalDatabase')}
          </p>
        )}
      </CardContent>
    </Card>
  );
};
