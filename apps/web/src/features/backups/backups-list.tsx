import { useTranslation } from 'react-i18next';
import { Archive, ShieldCheck } from 'lucide-react';
import { formatBytes, formatDuration, type BackupRecordResponse } from '@toolyard/shared';
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

/** Read back against its checksums when it was taken: a shield and the time, not colour alone. */
const Verified = ({ at }: { at: string }) => {
  const { dateTime } = useDateFormat();
  return (
    <span className="inline-flex items-center gap-1.5">
      <ShieldCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {dateTime(at) ?? '—'}
    </span>
  );
};

/** The backups BACKUP_DIR keeps, newest first: cards on a phone, a table on a desk. */
export const BackupsList = ({ backups }: { backups: readonly BackupRecordResponse[] }) => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const isMobile = useIsMobile();
  const language = i18n.resolvedLanguage;
  const title = t('backups.listTitle');

  if (backups.length === 0) return <StateCard icon={Archive} title={t('backups.empty')} />;

  if (isMobile)
    return (
      <Card className="overflow-hidden">
        <ul aria-label={title}>
          {backups.map((backup) => (
            <li key={backup.name} className="border-b border-border last:border-b-0">
              <RecordCard
                title={dateTime(backup.finishedAt) ?? backup.name}
                facts={[
                  { label: t('backups.kind'), value: t(`backups.kinds.${backup.kind}`) },
                  { label: t('backups.size'), value: formatBytes(backup.sizeBytes, language) },
                  {
                    label: t('backups.duration'),
                    value: formatDuration(backup.durationMs, language),
                  },
                  { label: t('backups.verified'), value: <Verified at={backup.verifiedAt} /> },
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
            <TableHead>{t('backups.finished')}</TableHead>
            <TableHead>{t('backups.kind')}</TableHead>
            <TableHead className="text-right">{t('backups.size')}</TableHead>
            <TableHead className="text-right">{t('backups.duration')}</TableHead>
            <TableHead>{t('backups.verified')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {backups.map((backup) => (
            <TableRow key={backup.name}>
              <TableCell className="whitespace-nowrap">
                {dateTime(backup.finishedAt) ?? backup.name}
              </TableCell>
              <TableCell>{t(`backups.kinds.${backup.kind}`)}</TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">
                {formatBytes(backup.sizeBytes, language)}
              </TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">
                {formatDuration(backup.durationMs, language)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <Verified at={backup.verifiedAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
