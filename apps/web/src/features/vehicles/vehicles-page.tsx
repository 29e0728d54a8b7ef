import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Truck } from 'lucide-react';
import { VEHICLE_SORTS, VEHICLE_STATUSES, vehicleLabel } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ItemLink } from '@/components/ui/item-link';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { DueBadge } from '@/features/due';
import { ImportAction } from '@/features/imports';
import { PrintLabelsAction } from '@/features/labels';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { StatusRecordMenu } from '@/components/ui/status-record-menu';
import { StatusTabs } from '@/components/ui/status-tabs';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import { SortableHead } from '@/components/ui/sortable-head';
import { SHOWN_FROM_WIDE, TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { cn } from '@/lib/cn';
import { formatDateValue } from '@/lib/date-format';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { useDeleteVehicle, VEHICLES_URL, type Vehicle } from './api';
import { TireAlertBanner } from './tire-alert-banner';
import { VEHICLE_FILTERS, type VehicleFilter } from './vehicle-filters';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleListFilters } from './vehicle-list-filters';
import { VehicleLogsDialog } from './vehicle-logs-dialog';
import { vehicleMoves, type VehicleMove } from './vehicle-moves';
import { VehicleStatusDialog } from './vehicle-status-dialog';

// Twelve columns: the longer headings wrap, so the table fits a laptop screen without scrolling.
const WRAP = 'whitespace-normal leading-tight';

const VEHICLE_LIST_URL_SPEC = {
  statuses: VEHICLE_STATUSES,
  sorts: VEHICLE_SORTS,
  filters: ['branchId', 'parkingLocationId', 'assignedWorkerId', 'due'],
  defaultSort: 'make',
} as const;

/**
 * /vehicles: the tire alert, status tabs, search, table with a row menu
 * (edit, logs, the allowed status moves, delete). /vehicles/new lands here with ?new=1.
 * The server searches and filters; the table loads 50 rows at a time as it scrolls.
 */
export const VehiclesPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search, status tab, sort and filters live in the address.
  const view = useListUrlState(VEHICLE_LIST_URL_SPEC);
  const { search, status } = view.state;
  const list = usePagedList<Vehicle>(VEHICLES_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteVehicle();
  const [moving, setMoving] = useState<{ vehicle: Vehicle; move: VehicleMove } | null>(null);
  const [logsOf, setLogsOf] = useState<Vehicle | null>(null);
  // The dashboard's "add vehicle" opens the dialog straight away.
  const openedAsNew = useNewParam();
  const screen = useRecordScreen<Vehicle>({
    remove,
    deletedKey: 'vehicles.deleted',
    deleteFailedKey: 'vehicles.deleteFailed',
    startOpen: openedAsNew,
  });
  const { openForm, askDelete, deleting, headingRef, returnFocusFallback } = screen;
  const language = i18n.resolvedLanguage;

  const tireType = (vehicle: Vehicle) =>
    vehicle.tireType ? t(`vehicles.tireTypes.${vehicle.tireType}`) : '';

  // Row menus only for vehicles of one's own organization.
  const menu = (vehicle: Vehicle) =>
    canManageRecord(user, vehicle.organizationId) && (
      <StatusRecordMenu
        label={t('vehicles.actionsFor', { name: vehicleLabel(vehicle) })}
        details={{ to: `/vehicles/${vehicle.id}`, label: t('itemPages.viewDetails') }}
        editLabel={t('vehicles.edit')}
        onEdit={() => openForm(vehicle)}
        logsLabel={t('vehicles.viewLogs')}
        onLogs={() => setLogsOf(vehicle)}
        // Every move asks for the odometer first.
        moves={vehicleMoves(vehicle.status).map((move) => ({
          to: move.to,
          label: t(move.labelKey),
          onSelect: () => setMoving({ vehicle, move }),
        }))}
        deleteLabel={t('vehicles.delete')}
        onDelete={() => askDelete(vehicle)}
      />
    );

  const row = (vehicle: Vehicle) => (
    <>
      <TableCell className="font-medium">
        {/* The make alone names many rows: the link reads as the whole vehicle. */}
        <ItemLink to={`/vehicles/${vehicle.id}`} aria-label={vehicleLabel(vehicle)}>
          {vehicle.make}
        </ItemLink>
      </TableCell>
      <TableCell>{vehicle.model}</TableCell>
      <TableCell className="tabular-nums">{vehicle.year}</TableCell>
      <TableCell className="whitespace-nowrap">{vehicle.licensePlate}</TableCell>
      <TableCell>{vehicle.branch.name}</TableCell>
      <TableCell>
        {/* What falls due (decision 0042) sits with the status, so the table grows no column. */}
        <div className="flex flex-wrap items-center gap-1">
          <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />
          <DueBadge due={vehicle.due} nextServiceDate={vehicle.nextServiceDate} />
        </div>
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
      <TableCell className={SHOWN_FROM_WIDE}>{tireType(vehicle)}</TableCell>
      <TableCell className={cn('tabular-nums', SHOWN_FROM_WIDE)}>{vehicle.tireYear}</TableCell>
      <TableCell>{menu(vehicle)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (vehicle: Vehicle) => (
    <RecordCard
      title={<ItemLink to={`/vehicles/${vehicle.id}`}>{vehicleLabel(vehicle)}</ItemLink>}
      badge={
        <div className="flex flex-wrap gap-1">
          <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />
          <DueBadge due={vehicle.due} nextServiceDate={vehicle.nextServiceDate} />
        </div>
      }
      facts={[
        { label: t('vehicles.year'), value: vehicle.year },
        { label: t('vehicles.branch'), value: vehicle.branch.name },
        {
          label: t('vehicles.nextService'),
          value: formatDateValue(vehicle.nextServiceDate, language),
        },
        {
          label: t('vehicles.nextRegistration'),
          value: formatDateValue(vehicle.nextRegistration, language),
        },
        {
          label: t('vehicles.nextTechnicalCheckup'),
          value: formatDateValue(vehicle.nextTechnicalCheckup, language),
        },
        { label: t('vehicles.tireType'), value: tireType(vehicle) },
        { label: t('vehicles.tireYear'), value: vehicle.tireYear },
      ]}
      menu={menu(vehicle)}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.vehicles')}
        headingRef={headingRef}
        addLabel={t('vehicles.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: VEHICLES_URL, filters: list.filters }}
        actions={
          <>
            <PrintLabelsAction
              source={{ kind: 'vehicle', filters: list.filters, total: list.total }}
              label={t('labelSheets.printList')}
            />
            <ImportAction kind="vehicles" />
          </>
        }
      />
      {/* The tire alert on top of the list. */}
      <TireAlertBanner focusFallback={returnFocusFallback} />
      <SearchField
        id={searchId}
        label={t('vehicles.search')}
        value={search}
        onChange={view.setSearch}
      />
      <VehicleListFilters
        state={view.state}
        onChange={view.setFilter}
        onClear={view.clearFilters}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('vehicles.total', values)}
      />
      <StatusTabs
        filters={VEHICLE_FILTERS}
        value={(status ?? 'all') as VehicleFilter}
        onChange={(filter) => view.setStatus(filter === 'all' ? undefined : filter)}
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
            renderCard={card}
            head={
              <>
                <SortableHead label={t('vehicles.make')} column="make" {...sorting} />
                <SortableHead label={t('vehicles.model')} column="model" {...sorting} />
                <SortableHead label={t('vehicles.year')} column="year" {...sorting} />
                <SortableHead
                  className={WRAP}
                  label={t('vehicles.licensePlate')}
                  column="licensePlate"
                  {...sorting}
                />
                <SortableHead label={t('vehicles.branch')} column="branch" {...sorting} />
                <SortableHead label={t('vehicles.status')} column="status" {...sorting} />
                <SortableHead
                  className={WRAP}
                  label={t('vehicles.nextService')}
                  column="nextService"
                  {...sorting}
                />
                <SortableHead
                  className={WRAP}
                  label={t('vehicles.nextRegistration')}
                  column="nextRegistration"
                  {...sorting}
                />
                <SortableHead
                  className={WRAP}
                  label={t('vehicles.nextTechnicalCheckup')}
                  column="nextTechnicalCheckup"
                  {...sorting}
                />
                <SortableHead
                  className={cn(WRAP, SHOWN_FROM_WIDE)}
                  label={t('vehicles.tireType')}
                  column="tireType"
                  {...sorting}
                />
                <SortableHead
                  className={cn(WRAP, SHOWN_FROM_WIDE)}
                  label={t('vehicles.tireYear')}
                  column="tireYear"
                  {...sorting}
                />
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
