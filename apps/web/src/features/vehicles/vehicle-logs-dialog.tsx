import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { fullName, vehicleLabel } from '@toolyard/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QueryStates } from '@/components/ui/query-states';
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
import { DATE_TIME_FORMAT, formatDateValue } from '@/lib/date-format';
import { useLogWording } from '@/lib/use-log-wording';
import { formatNumber } from '@/lib/number-format';
import { vehicleLogsQuery, type Vehicle } from './api';

/** A vehicle's log (spec 2): action, user, odometer in km, notes, time; newest first. */
export const VehicleLogsDialog = ({
  vehicle,
  onClose,
}: {
  vehicle: Vehicle | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={vehicle !== null} onOpenChange={(open) => !open && onClose()}>
      {vehicle && (
        <DialogContent closeLabel={t('common.close')} className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t('vehicles.logs.title', { name: vehicleLabel(vehicle) })}</DialogTitle>
            <DialogDescription>{t('vehicles.logs.description')}</DialogDescription>
          </DialogHeader>
          <VehicleLogs vehicle={vehicle} />
        </DialogContent>
      )}
    </Dialog>
  );
};

const VehicleLogs = ({ vehicle }: { vehicle: Vehicle }) => {
  const { t, i18n } = useTranslation();
  const query = useQuery(vehicleLogsQuery(vehicle.id));
  const name = vehicleLabel(vehicle);

  const words = useLogWording('vehicles');
  const km = (reading: number | null) =>
    reading === null
      ? ''
      : t('vehicles.logs.odometerValue', {
          km: formatNumber(reading, i18n.resolvedLanguage),
        });

  return (
    <QueryStates
      query={query}
      loadFailedTitle={t('vehicles.logs.loadFailed')}
      look="list"
      empty={<StateCard icon={History} title={t('vehicles.logs.empty')} />}
    >
      {(logs) => (
        <Table scrollLabel={t('vehicles.logs.caption', { name })}>
          <TableCaption>{t('vehicles.logs.caption', { name })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('vehicles.logs.action')}</TableHead>
              <TableHead>{t('vehicles.logs.user')}</TableHead>
              <TableHead className="text-right">{t('vehicles.logs.odometer')}</TableHead>
              <TableHead>{t('vehicles.logs.notes')}</TableHead>
              <TableHead>{t('vehicles.logs.timestamp')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {logs.map((log) => (
              <TableRow key={log.id}>
                <TableCell className="font-medium">{words.action(log)}</TableCell>
                <TableCell>{log.user ? fullName(log.user) : ''}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {km(log.odometerReading)}
                </TableCell>
                <TableCell>{words.notes(log)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDateValue(log.timestamp, i18n.resolvedLanguage, DATE_TIME_FORMAT)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryStates>
  );
};
