import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { formatBytes, formatDuration, type BackupRunResponse } from '@toolyard/shared';
import { Card } from '@/components/ui/card';
import { RecordCard } from '@/components/ui/record-card';
import { StateCard } from '@/components/ui/state-card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useDateFormat } from '@/lib/use-date-format';
import { useIsMobile } from '@/lib/use-is-mobile';
import { RunResultBadge } from './run-result-badge';

/**
 * The last attempts, newest first: backups and weekly restore tests, good and failed. A failure
 * says so in words beside its icon, and why, in the words the backup recorded.
 */
export const BackupRunsList = ({ runs }: { runs: readonly BackupRunResponse[] }) => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const isMobile = useIsMobile();
  const language = i18n.resolvedLanguage;
  const title = t('backups.runsTitle');
  const sizeOf = (run: BackupRunResponse) =>
    run.sizeBytes === null ? null : formatBytes(run.sizeBytes, language);
  const keyOf = (run: BackupRunResponse, index: number) => `${run.at} ${run.kind} ${index}`;

  if (runs.length === 0) return <StateCard icon={History} title={t('backups.runsEmpty')} />;

  if (isMobile)
    return (
      <Card className="overflow-hidden">
        <ul aria-label={title}>
          {runs.map((run, index) => (
            <li key={keyOf(run, index)} className="border-b border-border last:border-b-0">
              <RecordCard
                title={t(`backups.runKinds.${run.kind}`)}
                badge={<RunResultBadge ok={run.ok} />}
                facts={[
                  { label: t('backups.time'), value: dateTime(run.at) },
                  { label: t('backups.duration'), value: formatDuration(run.durationMs, language) },
                  { label: t('backups.size'), value: sizeOf(run) },
                  { label: t('backups.reason'), value: run.error },
                ]}
              />
            </li>
          ))}
        </ul>
      </Card>
    );

  return (
    <Card className="overflow-hidden">
      <Table scrollLabel={title}>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('backups.time')}</TableHead>
            <TableHead>{t('backups.what')}</TableHead>
            <TableHead>{t('backups.result')}</TableHead>
            <TableHead className="text-right">{t('backups.duration')}</TableHead>
            <TableHead className="text-right">{t('backups.size')}</TableHead>
            <TableHead>{t('backups.reason')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run, index) => (
            <TableRow key={keyOf(run, index)}>
              <TableCell className="whitespace-nowrap">{dateTime(run.at) ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`backups.runKinds.${run.kind}`)}
              </TableCell>
              <TableCell>
                <RunResultBadge ok={run.ok} />
              </TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">
                {formatDuration(run.durationMs, language)}
              </TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">
                {sizeOf(run) ?? '—'}
              </TableCell>
              <TableCell className="min-w-48 [overflow-wrap:anywhere]">
                {run.error ?? '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
