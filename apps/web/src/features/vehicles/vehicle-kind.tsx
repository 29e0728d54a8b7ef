import { Truck } from 'lucide-react';
import { VEHICLE_SORTS, VEHICLE_STATUSES, vehicleLabel, type VehicleLog } from '@toolyard/shared';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import { SHOWN_FROM_WIDE } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateValue } from '@/lib/date-format';
import { formatNumber } from '@/lib/number-format';
import { DueBadge } from '@/features/due';
import type { CellWords, ItemColumn, ItemKindScreens } from '@/features/items';
import {
  useDeleteVehicle,
  vehicleLogsQuery,
  vehicleQuery,
  VEHICLES_URL,
  type Vehicle,
} from './api';
import { TireChangeAction } from './tire-change-action';
import { TireAlertBanner } from './tire-alert-banner';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { vehicleMoves, type VehicleMove } from './vehicle-moves';
import { VehicleMoveForm } from './vehicle-move-form';
import { useStartVehicleMove } from './use-start-vehicle-move';

// Twelve columns: the longer headings wrap, so the table fits a laptop screen without scrolling.
const WRAP = 'whitespace-normal leading-tight';

/** A date column of the vehicle list: wrapped heading, unwrapped day, a fact of the card too. */
const dateColumn = (
  key: 'nextService' | 'nextRegistration' | 'nextTechnicalCheckup',
  value: (vehicle: Vehicle) => string | null,
): ItemColumn<Vehicle> => ({
  key,
  heading: (t) => t(`vehicles.${key}`),
  sort: key,
  headClassName: WRAP,
  cellClassName: 'whitespace-nowrap',
  cell: (vehicle, { language }) => formatDateValue(value(vehicle), language),
  inCard: true,
});

const tireType = (vehicle: Vehicle, { t }: CellWords) =>
  vehicle.tireType ? t(`vehicles.tireTypes.${vehicle.tireType}`) : '';

/**
 * Vehicles as the shared item screens draw them (docs/guides/adding-an-item-kind.md): their
 * columns (service dates, tyres), the parking place filter, the tyre alert above the list, and
 * the odometer their every move asks for first.
 */
export const vehicleKind: ItemKindScreens<Vehicle, VehicleMove, VehicleLog> = {
  type: 'vehicle',
  words: 'vehicles',
  path: '/vehicles',
  icon: Truck,
  api: { listUrl: VEHICLES_URL, itemQuery: vehicleQuery, logsQuery: vehicleLogsQuery },
  statuses: VEHICLE_STATUSES,
  listSpec: {
    statuses: VEHICLE_STATUSES,
    sorts: VEHICLE_SORTS,
    filters: ['branchId', 'parkingLocationId', 'assignedWorkerId', 'due'],
    defaultSort: 'make',
  },
  places: ['parkingLocationId'],
  nameOf: vehicleLabel,
  // The make alone names many rows: the link reads as the whole vehicle.
  rowLink: (vehicle) => ({ text: vehicle.make, label: vehicleLabel(vehicle) }),
  columns: [
    {
      key: 'make',
      heading: (t) => t('vehicles.make'),
      sort: 'make',
      cellClassName: 'font-medium',
      cell: (vehicle) => vehicle.make,
    },
    { key: 'model', heading: (t) => t('vehicles.model'), sort: 'model', cell: (v) => v.model },
    {
      key: 'year',
      heading: (t) => t('vehicles.year'),
      sort: 'year',
      cellClassName: 'tabular-nums',
      cell: (vehicle) => vehicle.year,
      inCard: true,
    },
    {
      key: 'licensePlate',
      heading: (t) => t('vehicles.licensePlate'),
      sort: 'licensePlate',
      headClassName: WRAP,
      cellClassName: 'whitespace-nowrap',
      cell: (vehicle) => vehicle.licensePlate,
    },
    {
      key: 'branch',
      heading: (t) => t('vehicles.branch'),
      sort: 'branch',
      cell: (vehicle) => vehicle.branch.name,
      inCard: true,
    },
    {
      key: 'status',
      heading: (t) => t('vehicles.status'),
      sort: 'status',
      cell: (vehicle) => (
        <div className="flex flex-wrap items-center gap-1">{vehicleBadges(vehicle)}</div>
      ),
    },
    dateColumn('nextService', (vehicle) => vehicle.nextServiceDate),
    dateColumn('nextRegistration', (vehicle) => vehicle.nextRegistration),
    dateColumn('nextTechnicalCheckup', (vehicle) => vehicle.nextTechnicalCheckup),
    {
      key: 'tireType',
      heading: (t) => t('vehicles.tireType'),
      sort: 'tireType',
      headClassName: cn(WRAP, SHOWN_FROM_WIDE),
      cellClassName: SHOWN_FROM_WIDE,
      cell: tireType,
      inCard: true,
    },
    {
      key: 'tireYear',
      heading: (t) => t('vehicles.tireYear'),
      sort: 'tireYear',
      headClassName: cn(WRAP, SHOWN_FROM_WIDE),
      cellClassName: cn('tabular-nums', SHOWN_FROM_WIDE),
      cell: (vehicle) => vehicle.tireYear,
      inCard: true,
    },
  ],
  badges: vehicleBadges,
  moves: (vehicle) => vehicleMoves(vehicle.status),
  useStartMove: useStartVehicleMove,
  useDelete: useDeleteVehicle,
  logColumn: ({ t, language }) => ({
    key: 'odometer',
    header: t('vehicles.logs.odometer'),
    cell: (log) =>
      log.odometerReading === null
        ? ''
        : t('vehicles.logs.odometerValue', { km: formatNumber(log.odometerReading, language) }),
    className: 'whitespace-nowrap text-right tabular-nums',
    headClassName: 'text-right',
  }),
  FormDialog: ({ item, ...dialog }) => <VehicleFormDialog vehicle={item} {...dialog} />,
  MoveForm: VehicleMoveForm,
  Banner: TireAlertBanner,
  layout: { width: 'max-w-7xl', tableClassName: '[&_td]:px-3 [&_th]:px-3' },
  backKey: 'itemPages.backToVehicles',
  nextServiceDateOf: (vehicle) => vehicle.nextServiceDate,
  whereabouts: (vehicle, { t, language }) => [
    { label: t('itemPages.parkingPlace'), value: vehicle.parkingLocation?.name },
    { label: t('itemPages.currentLocation'), value: vehicle.currentLocation },
    {
      label: t('itemPages.fuelLevel'),
      value:
        vehicle.fuelLevel === null
          ? null
          : t('itemPages.percent', { value: formatNumber(vehicle.fuelLevel, language) }),
    },
  ],
  details: (vehicle, words) => {
    const { t, language, date, dateTime } = words;
    return [
      { label: t('itemPages.labelCode'), value: vehicle.labelCode },
      { label: t('vehicles.make'), value: vehicle.make },
      { label: t('vehicles.model'), value: vehicle.model },
      { label: t('vehicles.year'), value: vehicle.year },
      { label: t('vehicles.licensePlate'), value: vehicle.licensePlate },
      { label: t('vehicles.vinNumber'), value: vehicle.vinNumber },
      { label: t('itemPages.vehicleName'), value: vehicle.name },
      { label: t('vehicles.lastServiceDate'), value: date(vehicle.lastServiceDate) },
      { label: t('vehicles.nextService'), value: date(vehicle.nextServiceDate) },
      {
        label: t('due.nextServiceAt'),
        value:
          vehicle.nextServiceKm === null
            ? null
            : t('due.km', { km: formatNumber(vehicle.nextServiceKm, language) }),
      },
      { label: t('vehicles.nextRegistration'), value: date(vehicle.nextRegistration) },
      { label: t('vehicles.nextTechnicalCheckup'), value: date(vehicle.nextTechnicalCheckup) },
      { label: t('vehicles.tireType'), value: tireType(vehicle, words) },
      { label: t('vehicles.tireYear'), value: vehicle.tireYear },
      { label: t('itemPages.notes'), value: vehicle.notes },
      { label: t('itemPages.createdAt'), value: dateTime(vehicle.createdAt) },
    ];
  },
  PageActions: TireChangeAction,
};

/** What falls due (decision 0042) sits with the status, so the table grows no column. */
function vehicleBadges(vehicle: Vehicle) {
  return (
    <>
      <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />
      <DueBadge due={vehicle.due} nextServiceDate={vehicle.nextServiceDate} />
    </>
  );
}
