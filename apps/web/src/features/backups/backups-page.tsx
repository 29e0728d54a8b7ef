import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/components/ui/query-states';
import { deviceZone } from '@/lib/organization-zone';
import { useDateFormat } from '@/lib/use-date-format';
import { backupsQuery } from './api';
import { AWAITING_REFRESH_MS, awaitingBackup } from './awaiting-backup';
import { BackupRunsList } from './backup-runs-list';
import { BackupSummary } from './backup-summary';
import { BackupsList } from './backups-list';

/** The one way back to a moment (decision 0065): on the server, with Toolyard stopped. */
const RESTORE_COMMAND = 'npm run restore -- --to "YYYY-MM-DD HH:MM"';

/**
 * The superadmin's view of the platform's backups (decision 0065): what can be restored, the last
 * backup and restore test, "back up now", the backups kept and the recent attempts. The
 * superadmin has no organization, so times are the device's, and the zone is named.
 */
export const BackupsPage = () => {
  const { t } = useTranslation();
  const { zone } = useDateFormat();
  // After "back up now", the list is read again now and then until the backup is recorded.
  const [queuedAt, setQueuedAt] = useState<number | null>(null);
  const overview = useQuery({
    ...backupsQuery(),
    refetchInterval: (query) =>
      awaitingBackup(query.state.data, queuedAt, Date.now()) ? AWAITING_REFRESH_MS : false,
  });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.backups')}</h1>
        <p className="text-sm text-muted-foreground">{t('backups.description')}</p>
        <p className="text-sm text-muted-foreground">
          {t('backups.timesIn', { zone: zone ?? deviceZone() })}
        </p>
      </div>
      <QueryStates query={overview} loadFailedTitle={t('backups.loadFailed')}>
        {(data) => (
          <>
            <BackupSummary overview={data} onQueued={() => setQueuedAt(Date.now())} />
            <section aria-labelledby="backups-list-title" className="grid grid-cols-1 gap-4">
              <h2 id="backups-list-title" className="text-lg font-semibold leading-tight">
                {t('backups.listTitle')}
              </h2>
              <BackupsList backups={data.backups} />
            </section>
            <section aria-labelledby="backup-runs-title" className="grid grid-cols-1 gap-4">
              <h2 id="backup-runs-title" className="text-lg font-semibold leading-tight">
                {t('backups.runsTitle')}
              </h2>
              <BackupRunsList runs={data.runs} />
            </section>
            {data.embedded && (
              <section aria-labelledby="backups-restore-title" className="grid gap-2">
                <h2 id="backups-restore-title" className="text-lg font-semibold leading-tight">
                  {t('backups.restoreTitle')}
                </h2>
                <p className="max-w-prose text-sm">{t('backups.restoreHelp')}</p>
                <code className="w-fit max-w-full rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm [overflow-wrap:anywhere]">
                  {RESTORE_COMMAND}
                </code>
              </section>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
};
