import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { vehicleLabel } from '@toolyard/shared';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import { vehicleLogsQuery, type Vehicle } from './api';
import { useVehicleLogColumns } from './use-vehicle-log-columns';

/** A vehicle's log: action, user, odometer in km, notes, time; newest first. */
export const VehicleLogsDialog = ({
  vehicle,
  onClose,
}: {
  vehicle: Vehicle | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const columns = useVehicleLogColumns();
  const name = vehicle ? vehicleLabel(vehicle) : '';
  return (
    <QueryTableDialog
      query={vehicle && vehicleLogsQuery(vehicle.id)}
      onClose={onClose}
      title={t('vehicles.logs.title', { name })}
      description={t('vehicles.logs.description')}
      caption={t('vehicles.logs.caption', { name })}
      loadFailedTitle={t('vehicles.logs.loadFailed')}
      empty={{ icon: History, title: t('vehicles.logs.empty') }}
      columns={columns}
    />
  );
};
