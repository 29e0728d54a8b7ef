import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Check, Undo2 } from 'lucide-react';
import { usePageTitle } from '@/app/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { errorDetails } from '@/lib/api-error';
import { formatDateValue } from '@/lib/date-format';
import { toastSuccess } from '@/lib/mutation-feedback';
import {
  assignedToolsQuery,
  assignedVehiclesQuery,
  availableParkingQuery,
  availableStorageUnitsQuery,
  pendingToolsQuery,
  pendingVehiclesQuery,
  useConfirmTool,
  useConfirmVehicle,
  type WorkerTool,
  type WorkerVehicle,
} from './api';
import { ItemCard, type ItemDetail } from './item-card';
import { ToolReturnDialog } from './tool-return-dialog';
import { VehicleReturnDialog, vehicleTitle } from './vehicle-return-dialog';
import { WorkerLabelBadge } from './worker-label-badge';
import { showWorkerFailure } from './worker-feedback';

type SectionProps = {
  id: string;
  title: string;
  count: number;
  emptyText: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
};

/** One of the four lists: a heading with its count, then cards (or the empty text). */
const Section = ({ id, title, count, emptyText, headingRef, children }: SectionProps) => (
  <section aria-labelledby={id} className="grid gap-3">
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="flex items-center gap-2 text-lg font-semibold outline-none"
    >
      {title}
      <Badge tone="neutral">{count}</Badge>
    </h2>
    {count === 0 ? (
      <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        {emptyText}
      </p>
    ) : (
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    )}
  </section>
);

/** /my-stuff (spec 2): what was handed to the worker, to confirm and to bring back. */
export const MyStuffPage = () => {
  const { t, i18n } = useTranslation();
  const title = usePageTitle();
  const pendingTools = useQuery(pendingToolsQuery());
  const pendingVehicles = useQuery(pendingVehiclesQuery());
  const assignedTools = useQuery(assignedToolsQuery());
  const assignedVehicles = useQuery(assignedVehiclesQuery());
  const storageUnits = useQuery(availableStorageUnitsQuery());
  const parkingPlaces = useQuery(availableParkingQuery());
  const confirmTool = useConfirmTool();
  const confirmVehicle = useConfirmVehicle();
  const [returningTool, setReturningTool] = useState<WorkerTool | null>(null);
  const [returningVehicle, setReturningVehicle] = useState<WorkerVehicle | null>(null);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const assignedToolsRef = useRef<HTMLHeadingElement>(null);
  const assignedVehiclesRef = useRef<HTMLHeadingElement>(null);

  const loads = [
    pendingTools,
    pendingVehicles,
    assignedTools,
    assignedVehicles,
    storageUnits,
    parkingPlaces,
  ];
  const date = (value: string | null) =>
    formatDateValue(value, i18n.language) ?? t('worker.noDate');

  const heading = (
    <div className="grid gap-1">
      <h1
        ref={pageHeadingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none"
      >
        {title}
      </h1>
      <p className="text-sm text-muted-foreground">{t('worker.intro')}</p>
    </div>
  );

  // Spec 2: one spinner while anything loads, one error card if any of the six loads fails.
  const failed = loads.find((load) => load.isError);
  if (failed) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
        {heading}
        <StateCard
          role="alert"
          tone="danger"
          icon={CircleAlert}
          title={t('worker.fetchErrorTitle')}
          description={errorDetails(failed.error).message ?? t('errors.failedToFetch')}
        >
          <Button
            onClick={() =>
              loads.filter((load) => load.isError).forEach((load) => void load.refetch())
            }
          >
            {t('common.tryAgain')}
          </Button>
        </StateCard>
      </div>
    );
  }
  if (!(
    pendingTools.isSuccess &&
    pendingVehicles.isSuccess &&
    assignedTools.isSuccess &&
    assignedVehicles.isSuccess &&
    storageUnits.isSuccess &&
    parkingPlaces.isSuccess
  )) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
        {heading}
        <Spinner />
      </div>
    );
  }

  const onConfirmTool = (tool: WorkerTool) =>
    confirmTool.mutate(tool.id, {
      onSuccess: () => {
        toastSuccess(t, 'worker.confirmed');
        // The card moved to "assigned": focus follows it instead of falling to the page.
        assignedToolsRef.current?.focus();
      },
      onError: (error) => showWorkerFailure(t, 'confirm', error),
    });
  const onConfirmVehicle = (vehicle: WorkerVehicle) =>
    confirmVehicle.mutate(vehicle.id, {
      onSuccess: () => {
        toastSuccess(t, 'worker.confirmed');
        assignedVehiclesRef.current?.focus();
      },
      onError: (error) => showWorkerFailure(t, 'confirm', error),
    });

  const toolDetails = (tool: WorkerTool): ItemDetail[] => [
    { label: t('worker.branch'), value: tool.branch.name },
    ...(tool.site ? [{ label: t('worker.site'), value: tool.site.name }] : []),
    { label: t('worker.assignedOn'), value: date(tool.assignmentDate) },
  ];
  const vehicleDetails = (vehicle: WorkerVehicle): ItemDetail[] => [
    { label: t('worker.branch'), value: vehicle.branch.name },
    ...(vehicle.currentLocation
      ? [{ label: t('worker.location'), value: vehicle.currentLocation }]
      : []),
    ...(vehicle.fuelLevel !== null
      ? [{ label: t('worker.fuel'), value: t('worker.percent', { value: vehicle.fuelLevel }) }]
      : []),
    { label: t('worker.assignedOn'), value: date(vehicle.assignmentDate) },
  ];

  const toolCard = (tool: WorkerTool, action: ReactNode) => (
    <li key={tool.id}>
      <ItemCard
        title={tool.name}
        subtitle={
          tool.serialNumber ? t('worker.serialNumber', { serial: tool.serialNumber }) : null
        }
        badge={<WorkerLabelBadge kind="tool" status={tool.status} />}
        details={toolDetails(tool)}
        action={action}
      />
    </li>
  );
  const vehicleCard = (vehicle: WorkerVehicle, action: ReactNode) => (
    <li key={vehicle.id}>
      <ItemCard
        title={vehicleTitle(vehicle)}
        subtitle={vehicle.licensePlate}
        badge={<WorkerLabelBadge kind="vehicle" status={vehicle.status} />}
        details={vehicleDetails(vehicle)}
        action={action}
      />
    </li>
  );

  const confirmingTool = confirmTool.isPending ? confirmTool.variables : undefined;
  const confirmingVehicle = confirmVehicle.isPending ? confirmVehicle.variables : undefined;
  const actionClass = 'w-full sm:w-auto';

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8">
      {heading}
      <Section
        id="my-stuff-pending-tools"
        title={t('worker.pendingTools')}
        count={pendingTools.data.length}
        emptyText={t('worker.noPendingTools')}
      >
        {pendingTools.data.map((tool) =>
          toolCard(
            tool,
            <Button
              className={actionClass}
              disabled={confirmingTool !== undefined}
              onClick={() => onConfirmTool(tool)}
              aria-label={t('worker.confirmLabel', { name: tool.name })}
            >
              <Check aria-hidden="true" />
              {confirmingTool === tool.id ? t('worker.confirming') : t('worker.confirm')}
            </Button>,
          ),
        )}
      </Section>
      <Section
        id="my-stuff-pending-vehicles"
        title={t('worker.pendingVehicles')}
        count={pendingVehicles.data.length}
        emptyText={t('worker.noPendingVehicles')}
      >
        {pendingVehicles.data.map((vehicle) =>
          vehicleCard(
            vehicle,
            <Button
              className={actionClass}
              disabled={confirmingVehicle !== undefined}
              onClick={() => onConfirmVehicle(vehicle)}
              aria-label={t('worker.confirmLabel', { name: vehicleTitle(vehicle) })}
            >
              <Check aria-hidden="true" />
              {confirmingVehicle === vehicle.id ? t('worker.confirming') : t('worker.confirm')}
            </Button>,
          ),
        )}
      </Section>
      <Section
        id="my-stuff-assigned-tools"
        title={t('worker.assignedTools')}
        count={assignedTools.data.length}
        emptyText={t('worker.noAssignedTools')}
        headingRef={assignedToolsRef}
      >
        {assignedTools.data.map((tool) =>
          toolCard(
            tool,
            <Button
              variant="outline"
              className={actionClass}
              onClick={() => setReturningTool(tool)}
              aria-label={t('worker.returnLabel', { name: tool.name })}
            >
              <Undo2 aria-hidden="true" />
              {t('worker.return')}
            </Button>,
          ),
        )}
      </Section>
      <Section
        id="my-stuff-assigned-vehicles"
        title={t('worker.assignedVehicles')}
        count={assignedVehicles.data.length}
        emptyText={t('worker.noAssignedVehicles')}
        headingRef={assignedVehiclesRef}
      >
        {assignedVehicles.data.map((vehicle) =>
          vehicleCard(
            vehicle,
            <Button
              variant="outline"
              className={actionClass}
              onClick={() => setReturningVehicle(vehicle)}
              aria-label={t('worker.returnLabel', { name: vehicleTitle(vehicle) })}
            >
              <Undo2 aria-hidden="true" />
              {t('worker.return')}
            </Button>,
          ),
        )}
      </Section>
      <ToolReturnDialog
        tool={returningTool}
        storageUnits={storageUnits.data}
        onClose={() => setReturningTool(null)}
        // The returned tool's card is gone: its section heading takes focus.
        returnFocusFallback={() => assignedToolsRef.current}
      />
      <VehicleReturnDialog
        vehicle={returningVehicle}
        parkingPlaces={parkingPlaces.data}
        onClose={() => setReturningVehicle(null)}
        returnFocusFallback={() => assignedVehiclesRef.current}
      />
    </div>
  );
};
