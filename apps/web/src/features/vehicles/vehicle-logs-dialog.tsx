import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { fullName, vehicleLabel } from '@toolyard/shared';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import { DATE_TIME_FORMAT, formatDateValue } from '@/lib/date-format';
import { formatNumber } from '@/lib/number-format';
import { useLogWording } from '@/lib/use-log-wording';
import { vehicleLogsQuery, type Vehicle } from './api';

/** A vehicle's log (spec 2): action, user, odometer in km, notes, time; newest first. */
export const VehicleLogsDialog = ({
  vehicle,
  onClose,
}: {
  vehicle: Vehicle | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const words = useLogWording('vehicles');
  const name = vehicle ? vehicleLabel(vehicle) : '';
  const km = (reading: number | null) =>
    reading === null
      ? ''
      : t('vehicles.logs.odometerValue', { km: formatNumber(reading, i18n.resolvedLanguage) });
  return (
    <QueryTableDialog
      query={vehicle && vehicleLogsQuery(vehicle.id)}
      onClose={onClose}
      title={t('vehicles.logs.title', { name })}
      description={t('vehicles.logs.description')}
      caption={t('vehicles.logs.caption', { name })}
      loadFailedTitle={t('vehicles.logs.loadFailed')}
      empty={{ icon: History, title: t('vehicles.logs.empty') }}
      columns={[
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
          cell: (log) => formatDateValue(log.timestamp, i18n.resolvedLanguage, DATE_TIME_FORMAT),
          className: 'whitespace-nowrap',
        },
      ]}
    />
  );
};
