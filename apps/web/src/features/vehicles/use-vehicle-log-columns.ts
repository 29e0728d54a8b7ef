import { useTranslation } from 'react-i18next';
import { fullName, type VehicleLog } from '@toolyard/shared';
import type { TableColumn } from '@/components/ui/query-table';
import { useDateFormat } from '@/lib/use-date-format';
import { formatNumber } from '@/lib/number-format';
import { useLogWording } from '@/lib/use-log-wording';

/** A vehicle's log as a table: action, user, odometer in km, notes, time. */
export const useVehicleLogColumns = (): Array<TableColumn<VehicleLog>> => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const words = useLogWording('vehicles');
  const km = (reading: number | null) =>
    reading === null
      ? ''
      : t('vehicles.logs.odometerValue', { km: formatNumber(reading, i18n.resolvedLanguage) });
  return [
    {
      key: 'action',
      header: t('vehicles.logs.action'),
      cell: (log) => words.action(log),
      className: 'font-medium',
    },
    {
      key: 'user',
      header: t('vehicles.logs.user'),
      cell: (log) => (log.user ? fullName(log.user) : ''),
    },
    {
      key: 'odometer',
      header: t('vehicles.logs.odometer'),
      cell: (log) => km(log.odometerReading),
      className: 'whitespace-nowrap text-right tabular-nums',
      headClassName: 'text-right',
    },
    { key: 'notes', header: t('vehicles.logs.notes'), cell: (log) => words.notes(log) },
    {
      key: 'timestamp',
      header: t('vehicles.logs.timestamp'),
      cell: (log) => dateTime(log.timestamp),
      className: 'whitespace-nowrap',
    },
  ];
};
