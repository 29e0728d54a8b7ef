import { useTranslation } from 'react-i18next';
import { fullName, type ToolLog, type VehicleLog } from '@toolyard/shared';
import type { TableColumn } from '@/components/ui/query-table';
import { useDateFormat } from '@/lib/use-date-format';
import { useLogWording } from '@/lib/use-log-wording';
import type { CellWords } from './item-kind';

/** What every kind's log entry has (a tool's and a vehicle's carry it alike). */
export type ItemLog = Pick<
  ToolLog | VehicleLog,
  'id' | 'action' | 'noteCode' | 'noteValues' | 'typedNotes' | 'timestamp' | 'user'
>;

/**
 * An item's log as a table, in its dialog and on its page: action, user, the kind's own column (a
 * tool's site, a vehicle's odometer), notes, time.
 */
export const useItemLogColumns = <Log extends ItemLog>(kind: {
  words: 'tools' | 'vehicles';
  logColumn: (words: CellWords) => TableColumn<Log>;
}): Array<TableColumn<Log>> => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const words = useLogWording(kind.words);
  return [
    {
      key: 'action',
      header: t(`${kind.words}.logs.action`),
      cell: (log) => words.action(log),
      className: 'font-medium',
    },
    {
      key: 'user',
      header: t(`${kind.words}.logs.user`),
      cell: (log) => (log.user ? fullName(log.user) : ''),
    },
    kind.logColumn({ t, language: i18n.resolvedLanguage }),
    { key: 'notes', header: t(`${kind.words}.logs.notes`), cell: (log) => words.notes(log) },
    {
      key: 'timestamp',
      header: t(`${kind.words}.logs.timestamp`),
      cell: (log) => dateTime(log.timestamp),
      className: 'whitespace-nowrap',
    },
  ];
};
