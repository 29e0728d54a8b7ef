import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Truck } from 'lucide-react';
import { vehicleLabel } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { StatusRecordMenu } from '@/components/ui/status-record-menu';
import { StatusTabs } from '@/components/ui/status-tabs';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { formatDateValue } from '@/lib/date-format';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { useDeleteVehicle, VEHICLES_URL, type Vehicle } from './api';
import { TireAlertBanner } from './tire-alert-banner';
import { VEHICLE_FILTERS, type VehicleFilter } from './vehicle-filters';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleLogsDialog } from './vehicle-logs-dialog';
import { vehicleMoves, type VehicleMove } from './vehicle-moves';
import { VehicleStatusDialog } from './vehicle-status-dialog';

// Twelve columns: the longer headings wrap, so the table fits a laptop screen without scrolling.
const WRAP = 'whitespace-normal leading-tight';

/**
 * /vehicles (spec 2 "Vehicles"): the tire alert, status tabs, search, table with a row menu
 * (edit, logs, the allowed status moves, delete). /vehicles/new lands here with ?new=1.
 * The server searches and filters; the table loads 50 rows at a time as it scrolls (issue 8).
 */
export const VehiclesPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [status, setStatus] = useState<VehicleFilter>('all');
  const [search, setSearch] = useState('');
  const list = usePagedList<Vehicle>(VEHICLES_URL, {
    search,
    status: status === 'all' ? undefined : status,
  });
  const remove = useDeleteVehicle();
  const [moving, setMoving] = useState<{ vehicle: Vehicle; move: VehicleMove } | null>(null);
  const [logsOf, setLogsOf] = useState<Vehicle | null>(null);
  // The dashboard's "add vehicle" opens the dialog straight away (spec 2, /vehicles/new).
  const openedAsNew = useNewParam();
  const screen = useRecordScreen<Vehicle>({
    remove,
    deletedKey: 'vehicles.deleted',
    deleteFailedKey: 'vehicles.deleteFailed',
    startOpen: openedAsNew,
  });
  const { openForm, askDelete, deleting, headingRef, returnFocusFallback } = screen;
  const language = i18n.resolvedLanguage;

  const row = (vehicle: Vehicle) => (
    <>
      <TableCell className="font-medium">{vehicle.make}</TableCell>
      <TableCell>{vehicle.model}</TableCell>
      <TableCell className="tabular-nums">{vehicle.year}</TableCell>
      <TableCell className="whitespace-nowrap">{vehicle.licensePlate}</TableCell>
      <TableCell>{vehicle.branch.name}</TableCell>
      <TableCell>
        <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(vehicle.nextServiceDate, language)}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(vehicle.nextRegistration, language)}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(vehicle.nextTechnicalCheckup, language)}
      </TableCell>
      <TableCell>{vehicle.tireType ? t(`vehicles.tireTypes.${vehicle.tireType}`) : ''}</TableCell>
      <TableCell className="tabular-nums">{vehicle.tireYear}</TableCell>
      <TableCell>
        {/* Spec 6: row menus only for vehicles of one's own organization. */}
        {canManageRecord(user, vehicle.organizationId) && (
          <StatusRecordMenu
            label={t('vehicles.actionsFor', { name: vehicleLabel(vehicle) })}
            editLabel={t('vehicles.edit')}
            onEdit={() => openForm(vehicle)}
            logsLabel={t('vehicles.viewLogs')}
            onLogs={() => setLogsOf(vehicle)}
            // Every move asks for the odometer first (spec 4).
            moves={vehicleMoves(vehicle.status).map((move) => ({
              to: move.to,
              label: t(move.labelKey),
              onSelect: () => setMoving({ vehicle, move }),
            }))}
            deleteLabel={t('vehicles.delete')}
            onDelete={() => askDelete(vehicle)}
          />
        )}
      </TableCell>
    </>
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.vehicles')}
        headingRef={headingRef}
        addLabel={t('vehicles.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      {/* Spec 2: the tire alert on top of the list. */}
      <TireAlertBanner onDismissed={() => headingRef.current?.focus()} />
      <SearchField id={searchId} label={t('vehicles.search')} value={search} onChange={setSearch} />
      <StatusTabs
        filters={VEHICLE_FILTERS}
        value={status}
        onChange={setStatus}
        label={t('vehicles.statusFilter')}
        filterLabel={(filter) =>
          filter === 'all' ? t('vehicles.allStatuses') : t(`statuses.vehicle.${filter}`)
        }
      >
        <PagedListStates
          list={list}
          loadFailedTitle={t('vehicles.loadFailed')}
          empty={<StateCard icon={Truck} title={t('vehicles.empty')} />}
          emptyFiltered={
            <StateCard icon={Search} role="status" title={t('vehicles.emptyFiltered')} />
          }
        >
          <VirtualTable
            list={list}
            caption={t('vehicles.caption')}
            className="[&_td]:px-3 [&_th]:px-3"
            columnCount={12}
            rowKey={(vehicle) => vehicle.id}
            renderRow={row}
            head={
              <>
                <TableHead>{t('vehicles.make')}</TableHead>
                <TableHead>{t('vehicles.model')}</TableHead>
                <TableHead>{t('vehicles.year')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.licensePlate')}</TableHead>
                <TableHead>{t('vehicles.branch')}</TableHead>
                <TableHead>{t('vehicles.status')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.nextService')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.nextRegistration')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.nextTechnicalCheckup')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.tireType')}</TableHead>
                <TableHead className={WRAP}>{t('vehicles.tireYear')}</TableHead>
                <TableHead className="text-right">{t('common.actions')}</TableHead>
              </>
            }
          />
        </PagedListStates>
      </StatusTabs>
      <VehicleFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        vehicle={screen.editing}
        returnFocusFallback={returnFocusFallback}
      />
      <VehicleStatusDialog
        vehicle={moving?.vehicle ?? null}
        move={moving?.move ?? null}
        onClose={() => setMoving(null)}
        returnFocusFallback={returnFocusFallback}
      />
      <VehicleLogsDialog vehicle={logsOf} onClose={() => setLogsOf(null)} />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('vehicles.deleteTitle', { name: deleting ? vehicleLabel(deleting) : '' })}
        description={t('vehicles.deleteDescription', {
          name: deleting ? vehicleLabel(deleting) : '',
        })}
        pendingLabel={t('vehicles.deleting')}
      />
    </div>
  );
};
