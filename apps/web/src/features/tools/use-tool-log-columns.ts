import { useTranslation } from 'react-i18next';
import { fullName, type ToolLog } from '@toolyard/shared';
import type { TableColumn } from '@/components/ui/query-table';
import { useDateFormat } from '@/lib/use-date-format';
import { useLogWording } from '@/lib/use-log-wording';

/** A tool's log as a table: action, user, site, notes, time; its dialog and its page. */
export const useToolLogColumns = (): Array<TableColumn<ToolLog>> => {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const words = useLogWording('tools');
  return [
    {
      key: 'action',
      header: t('tools.logs.action'),
      cell: (log) => words.action(log),
      className: 'font-medium',
    },
    {
      key: 'user',
      header: t('tools.logs.user'),
      cell: (log) => (log.user ? fullName(log.user) : ''),
    },
    { key: 'site', header: t('tools.logs.site'), cell: (log) => log.site?.name },
    { key: 'notes', header: t('tools.logs.notes'), cell: (log) => words.notes(log) },
    {
      key: 'timestamp',
      header: t('tools.logs.timestamp'),
      cell: (log) => dateTime(log.timestamp),
      className: 'whitespace-nowrap',
    },
  ];
};
