import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft, History, Search, Truck } from 'lucide-react';
import { vehicleLabel } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { DeleteMenuItem, EditMenuItem } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateValue } from '@/lib/date-format';
import { useRecordScreen } from '@/lib/use-record-screen';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useDeleteVehicle, vehiclesQuery, type Vehicle } from './api';
import { TireAlertBanner } from './tire-alert-banner';
import {
  filterVehicles,
  isVehicleFilter,
  VEHICLE_FILTERS,
  type VehicleFilter,
} from './vehicle-filters';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleLogsDialog } from './vehicle-logs-dialog';
import { vehicleMoves, type VehicleMove } from './vehicle-moves';
import { VehicleStatusDialog } from './vehicle-status-dialog';

// Twelve columns: the longer headings wrap, so the table fits a laptop screen without scrolling.
const WRAP = 'whitespace-normal leading-tight';

/**
 * /vehicles (spec 2 "Vehicles"): the tire alert, status tabs, search, table with a row menu
 * (edit, logs, the allowed status moves, delete). /vehicles/new lands here with ?new=1.
 */
export const VehiclesPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useQuery(vehiclesQuery());
  const remove = useDeleteVehicle();
  const [status, setStatus] = useState<VehicleFilter>('all');
  const [search, setSearch] = useState('');
  const [moving, setMoving] = useState<{ vehicle: Vehicle; move: VehicleMove } | null>(null);
  const [logsOf, setLogsOf] = useState<Vehicle | null>(null);
  const screen = useRecordScreen<Vehicle>({
    remove,
    deletedKey: 'vehicles.deleted',
    deleteFailedKey: 'vehicles.deleteFailed',
    startOpen: searchParams.get('new') === '1',
  });
  const {
    formOpen,
    setFormOpen,
    editing,
    openForm,
    deleting,
    askDelete,
    headingRef,
    returnFocusFallback,
  } = screen;
  const language = i18n.resolvedLanguage;

  // ?new=1 has done its job once the dialog is open; a reload should not open it again.
  useEffect(() => {
    if (!searchParams.has('new')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('new');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const table = (vehicles: Vehicle[]) => (
    <Card>
      <Table scrollLabel={t('vehicles.caption')} className="[&_td]:px-3 [&_th]:px-3">
        <TableCaption>{t('vehicles.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
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
          </TableRow>
        </TableHeader>
        <TableBody>
          {vehicles.map((vehicle) => (
            <TableRow key={vehicle.id}>
              <TableCell className="font-medium">{vehicle.make}</TableCell>
              <TableCell>{vehicle.model}</TableCell>
              <TableCell className="tabular-nums">{vehicle.year}</TableCell>
              <TableCell className="whitespace-nowrap">{vehicle.licensePlate}</TableCell>
              <TableCell>{vehicle.branch.name}</TableCell>
              <TableCell>
                <VehicleStatusBadge
                  status={vehicle.status}
                  currentLocation={vehicle.currentLocation}
                />
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
              <TableCell>
                {vehicle.tireType ? t(`vehicles.tireTypes.${vehicle.tireType}`) : ''}
              </TableCell>
              <TableCell className="tabular-nums">{vehicle.tireYear}</TableCell>
              <TableCell>
                {/* Spec 6: row menus only for vehicles of one's own organization. */}
                {canManageRecord(user, vehicle.organizationId) && (
                  <RowActionsMenu label={t('vehicles.actionsFor', { name: vehicleLabel(vehicle) })}>
                    <EditMenuItem label={t('vehicles.edit')} onSelect={() => openForm(vehicle)} />
                    <DropdownMenuItem onSelect={() => setLogsOf(vehicle)}>
                      <History aria-hidden="true" />
                      {t('vehicles.viewLogs')}
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    {/* Every move asks for the odometer first (spec 4). */}
                    {vehicleMoves(vehicle.status).map((move) => (
                      <DropdownMenuItem key={move.to} onSelect={() => setMoving({ vehicle, move })}>
                        <ArrowRightLeft aria-hidden="true" />
                        {t(move.labelKey)}
                      </DropdownMenuItem>
                    ))}
                    <DropdownMenuSeparator />
                    <DeleteMenuItem
                      label={t('vehicles.delete')}
                      onSelect={() => askDelete(vehicle)}
                    />
                  </RowActionsMenu>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('vehicles.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={Truck} title={t('vehicles.empty')} />;
    const vehicles = filterVehicles(query.data, { status, query: search });
    if (vehicles.length === 0) {
      return <StateCard icon={Search} role="status" title={t('vehicles.emptyFiltered')} />;
    }
    return table(vehicles);
  };

  const filterLabel = (filter: VehicleFilter) =>
    filter === 'all' ? t('vehicles.allStatuses') : t(`statuses.vehicle.${filter}`);

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
      {query.data && (
        <TireAlertBanner vehicles={query.data} onDismissed={() => headingRef.current?.focus()} />
      )}
      <SearchField id={searchId} label={t('vehicles.search')} value={search} onChange={setSearch} />
      <Tabs value={status} onValueChange={(value) => isVehicleFilter(value) && setStatus(value)}>
        <div className="overflow-x-auto">
          <TabsList aria-label={t('vehicles.statusFilter')} className="min-w-max">
            {VEHICLE_FILTERS.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {filterLabel(filter)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {VEHICLE_FILTERS.map((filter) => (
          <TabsContent key={filter} value={filter} tabIndex={-1}>
            {filter === status && content()}
          </TabsContent>
        ))}
      </Tabs>
      <VehicleFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        vehicle={editing}
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
