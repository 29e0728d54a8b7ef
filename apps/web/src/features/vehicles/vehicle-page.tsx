import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, History, Pencil, Trash2, Wrench } from 'lucide-react';
import { fullName, vehicleLabel } from '@toolyard/shared';
import { DamageSection } from '@/features/damage';
import { DueBadge, DueSection } from '@/features/due';
import { MaintenanceSection } from '@/features/maintenance-records';
import { PrintLabelsAction } from '@/features/labels';
import { NotFoundContent } from '@/features/not-found';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ItemPage, ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { QueryTable } from '@/components/ui/query-table';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import { useDateFormat } from '@/lib/use-date-format';
import { formatNumber } from '@/lib/number-format';
import { canManageRecord } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRouteId } from '@/lib/route-id';
import { useItemPage } from '@/lib/use-item-page';
import type { useRecordScreen } from '@/lib/use-record-screen';
import { useDeleteVehicle, vehicleLogsQuery, vehicleQuery, type Vehicle } from './api';
import { useVehicleLogColumns } from './use-vehicle-log-columns';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { vehicleMoves, type VehicleMove } from './vehicle-moves';
import { VehicleStatusDialog } from './vehicle-status-dialog';
import { TireChangeDialog } from './tire-change-dialog';
import { useOrganizationSeason } from './use-organization-season';

/**
 * /vehicles/{id}: one vehicle — every field, who has it and where it is, its log, and
 * the actions the reader may take now (the row menu's, as buttons). `#log` lands on the log,
 * `#status` on the status moves (the dashboard's "View Logs" and "Update Status").
 */
export const VehiclePage = () => {
  const id = useRouteId();
  const query = useQuery({ ...vehicleQuery(id ?? 0), enabled: id !== null });
  const { screen, notFound } = useItemPage<Vehicle>({
    id,
    query,
    remove: useDeleteVehicle(),
    deletedKey: 'vehicles.deleted',
    deleteFailedKey: 'vehicles.deleteFailed',
    listPath: '/vehicles',
  });
  const { t } = useTranslation();
  if (notFound) return <NotFoundContent />;

  return (
    <QueryStates query={query} loadFailedTitle={t('itemPages.loadFailed.vehicle')}>
      {(vehicle) => <VehicleView vehicle={vehicle} screen={screen} />}
    </QueryStates>
  );
};

type Screen = ReturnType<typeof useRecordScreen<Vehicle>>;

const VehicleView = ({ vehicle, screen }: { vehicle: Vehicle; screen: Screen }) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [moving, setMoving] = useState<VehicleMove | null>(null);
  const [changingTires, setChangingTires] = useState(false);
  const season = useOrganizationSeason();
  const logColumns = useVehicleLogColumns();
  const manage = canManageRecord(user, vehicle.organizationId);
  useHashFocus(true);
  const out = vehicle.assignedUser !== null || vehicle.status === 'in_use';
  const language = i18n.resolvedLanguage;
  const { date, dateTime } = useDateFormat();
  const label = vehicleLabel(vehicle);

  const actions = manage && (
    <>
      <div
        id="status"
        role="group"
        tabIndex={-1}
        aria-label={t('itemPages.changeStatus')}
        className="flex flex-wrap gap-2 outline-none"
      >
        {/* Every move asks for the odometer first. */}
        {vehicleMoves(vehicle.status).map((move) => (
          <Button key={move.to} variant="outline" onClick={() => setMoving(move)}>
            <ArrowRightLeft aria-hidden="true" />
            {t(move.labelKey)}
          </Button>
        ))}
      </div>
      <Button variant="outline" onClick={() => screen.openForm(vehicle)}>
        <Pencil aria-hidden="true" />
        {t('vehicles.edit')}
      </Button>
      <Button variant="outline" onClick={() => setChangingTires(true)}>
        <Wrench aria-hidden="true" />
        {t('vehicles.tires.record')}
      </Button>
      <PrintLabelsAction
        source={{ kind: 'vehicle', ids: [vehicle.id] }}
        label={t('labelSheets.print')}
      />
      <Button variant="outline" className="text-danger" onClick={() => screen.askDelete(vehicle)}>
        <Trash2 aria-hidden="true" />
        {t('vehicles.delete')}
      </Button>
    </>
  );

  return (
    <ItemPage
      back={{ to: '/vehicles', label: t('itemPages.backToVehicles') }}
      title={label}
      headingRef={screen.headingRef}
      badge={
        <>
          <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />
          <DueBadge due={vehicle.due} nextServiceDate={vehicle.nextServiceDate} />
        </>
      }
      actions={actions}
    >
      <DueSection
        due={vehicle.due}
        handOutOverride={vehicle.handOutOverride}
        nextServiceDate={vehicle.nextServiceDate}
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ItemSection id="whereabouts" title={t('itemPages.whereabouts')}>
          <DetailList
            details={[
              {
                label: t('itemPages.assignedTo'),
                value: vehicle.assignedUser
                  ? fullName(vehicle.assignedUser)
                  : t('itemPages.nobody'),
              },
              // The dates of the last hand-out stay on the record; they only say something while it is out.
              ...(out
                ? [
                    {
                      label: t('itemPages.assignmentDate'),
                      value: dateTime(vehicle.assignmentDate),
                    },
                    { label: t('itemPages.checkoutDate'), value: dateTime(vehicle.checkoutDate) },
                  ]
                : []),
              { label: t('vehicles.branch'), value: vehicle.branch.name },
              { label: t('itemPages.parkingPlace'), value: vehicle.parkingLocation?.name },
              { label: t('itemPages.currentLocation'), value: vehicle.currentLocation },
              {
                label: t('itemPages.fuelLevel'),
                value:
                  vehicle.fuelLevel === null
                    ? null
                    : t('itemPages.percent', { value: formatNumber(vehicle.fuelLevel, language) }),
              },
            ]}
          />
        </ItemSection>
        <ItemSection id="details" title={t('itemPages.details')}>
          <DetailList
            details={[
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
              {
                label: t('vehicles.nextTechnicalCheckup'),
                value: date(vehicle.nextTechnicalCheckup),
              },
              {
                label: t('vehicles.tireType'),
                value: vehicle.tireType && t(`vehicles.tireTypes.${vehicle.tireType}`),
              },
              { label: t('vehicles.tireYear'), value: vehicle.tireYear },
              { label: t('itemPages.notes'), value: vehicle.notes },
              { label: t('itemPages.createdAt'), value: dateTime(vehicle.createdAt) },
            ]}
          />
        </ItemSection>
      </div>
      <MaintenanceSection kind="vehicle" item={{ id: vehicle.id, name: label }} />
      <DamageSection kind="vehicle" itemId={vehicle.id} />
      <ItemSection id="log" title={t('itemPages.log')}>
        <QueryTable
          query={vehicleLogsQuery(vehicle.id)}
          caption={t('vehicles.logs.caption', { name: label })}
          loadFailedTitle={t('vehicles.logs.loadFailed')}
          empty={{ icon: History, title: t('vehicles.logs.empty') }}
          columns={logColumns}
          stackOnPhone
        />
      </ItemSection>
      <VehicleFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        vehicle={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <VehicleStatusDialog
        vehicle={moving && vehicle}
        move={moving}
        onClose={() => setMoving(null)}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <TireChangeDialog
        vehicles={changingTires ? [vehicle] : null}
        // The season's right tyres; a superadmin, without one organization's months, the current.
        defaultTireType={season?.season ?? vehicle.tireType ?? 'winter'}
        onClose={() => setChangingTires(false)}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('vehicles.deleteTitle', { name: label })}
        description={t('vehicles.deleteDescription', { name: label })}
        pendingLabel={t('vehicles.deleting')}
      />
    </ItemPage>
  );
};
