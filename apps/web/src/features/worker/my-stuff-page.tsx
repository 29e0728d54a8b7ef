import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, CloudUpload, Undo2 } from 'lucide-react';
import type { Tool, Vehicle } from '@toolyard/shared';
import { toastDelivered, useWaitingFor, WaitingBadge } from '@/features/offline';
import { sitesQuery } from '@/features/sites';
import { usePageTitle } from '@/lib/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { allQueries, QueryStates } from '@/components/ui/query-states';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/use-date-format';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRenderedCount } from '@/lib/use-rendered-count';
import {
  assignedToolsQuery,
  assignedVehiclesQuery,
  availableParkingQuery,
  availableStorageUnitsQuery,
  pendingToolsQuery,
  pendingVehiclesQuery,
  useConfirmTool,
  useConfirmVehicle,
  vehicleTitle,
} from './api';
import { ItemCard, type ItemDetail } from './item-card';
import { myStuffItemAnchor } from './my-stuff-anchor';
import { WorkerLabelBadge } from './worker-label-badge';
import { showWorkerFailure } from './worker-feedback';

// The return forms (the form library and the schemas under them) load when a worker first returns
// something: built at start-up, their schemas held a slow phone's main thread for a fifth of a
// second while My Stuff appeared. Once installed, the app has them on the device.
const ToolReturnDialog = lazy(() =>
  import('./tool-return-dialog').then((module) => ({ default: module.ToolReturnDialog })),
);
const VehicleReturnDialog = lazy(() =>
  import('./vehicle-return-dialog').then((module) => ({ default: module.VehicleReturnDialog })),
);

// A card an address names (a scanned label's item, `/my-stuff#my-stuff-tool-12`) is scrolled to,
// clear of the sticky header, and focused: the thick ring shows which one it is.
// Cards out of sight are not laid out or painted until scrolled near (decision 0049: a worker's 100
// cards were one ~200 ms layout on a slow phone); the intrinsic size keeps the scrollbar honest.
const namedCardClass =
  'scroll-mt-24 rounded-xl outline-none [contain-intrinsic-size:auto_14rem] [content-visibility:auto] focus:outline-4 focus:outline-offset-2 focus:outline-(--focus-ring)';

type SectionProps<Item extends { id: number }> = {
  id: string;
  title: string;
  items: Item[];
  /** Called for the cards rendered now only: a card's texts and dates cost time to make. */
  renderItem: (item: Item) => ReactNode;
  emptyText: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

/** A card's status badge, and under it "Waiting to send" while a write about it waits. */
const ItemBadges = ({ waiting, children }: { waiting: boolean; children: ReactNode }) => (
  <div className="flex flex-col items-end gap-1">
    {children}
    {waiting && <WaitingBadge />}
  </div>
);

/**
 * One card, as a component of its own: React may pause between two cards to let the phone
 * answer a tap, never inside a list's whole render.
 */
const SectionItem = <Item,>({ item, render }: { item: Item; render: (item: Item) => ReactNode }) =>
  render(item);

/** One of the four lists: a heading with its count, then cards (or the empty text). */
const Section = <Item extends { id: number }>({
  id,
  title,
  items,
  renderItem,
  emptyText,
  headingRef,
}: SectionProps<Item>) => {
  // A scan opens My Stuff at one card (#my-stuff-tool-12): then every card renders at once.
  const everyCardNow = useLocation().hash.length > 1;
  const rendered = useRenderedCount(items.length, everyCardNow);
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        {title}
        <Badge tone="neutral">{items.length}</Badge>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.slice(0, rendered).map((item) => (
            <SectionItem key={item.id} item={item} render={renderItem} />
          ))}
        </ul>
      )}
    </section>
  );
};

/** Rendered with the cards: the card an address names is there when it mounts. */
const HashFocus = () => {
  useHashFocus(true);
  return null;
};

type ItemActionProps = {
  /** A write about this item waits on the device: the action is not offered twice. */
  waiting: boolean;
  name: string;
  label: string;
  children: ReactNode;
  variant?: 'outline';
  disabled?: boolean;
  onClick: () => void;
};

/**
 * A card's one button. While a write about the item waits to be sent it says so and does
 * nothing; it stays focusable (aria-disabled), so focus is not lost when it turns.
 */
const ItemAction = ({
  waiting,
  name,
  label,
  children,
  variant,
  disabled,
  onClick,
}: ItemActionProps) => {
  const { t } = useTranslation();
  if (waiting)
    return (
      <Button
        variant="outline"
        className="w-full cursor-not-allowed opacity-60 sm:w-auto"
        aria-disabled="true"
        aria-label={t('offline.waitingLabel', { name })}
        onClick={() => undefined}
      >
        <CloudUpload aria-hidden="true" />
        {t('offline.waiting')}
      </Button>
    );
  return (
    <Button
      variant={variant}
      className="w-full sm:w-auto"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
};

/** /my-stuff: what was handed to the worker, to confirm and to bring back. */
export const MyStuffPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const pendingTools = useQuery(pendingToolsQuery());
  const pendingVehicles = useQuery(pendingVehiclesQuery());
  const assignedTools = useQuery(assignedToolsQuery());
  const assignedVehicles = useQuery(assignedVehiclesQuery());
  const storageUnits = useQuery(availableStorageUnitsQuery());
  const parkingPlaces = useQuery(availableParkingQuery());
  const confirmTool = useConfirmTool();
  const confirmVehicle = useConfirmVehicle();
  const toolWaiting = useWaitingFor(['confirmTool', 'returnTool']);
  const vehicleWaiting = useWaitingFor(['confirmVehicle', 'returnVehicle']);
  // A report is written on site, often without signal: the sites to choose from are loaded here,
  // the worker's start screen, so the device keeps them (decision 0034). Once the screen's own
  // data is in and the phone is idle: an organization's sites must not slow the first screen.
  const queryClient = useQueryClient();
  const screenLoaded = [pendingTools, pendingVehicles, assignedTools, assignedVehicles].every(
    (query) => query.isSuccess,
  );
  useEffect(() => {
    if (!screenLoaded) return;
    const prefetch = () => void queryClient.prefetchQuery(sitesQuery());
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [queryClient, screenLoaded]);
  const [returningTool, setReturningTool] = useState<Tool | null>(null);
  const [returningVehicle, setReturningVehicle] = useState<Vehicle | null>(null);
  // Once loaded the forms stay mounted: a closing dialog hands focus back from its own effects.
  const [returnFormsWanted, setReturnFormsWanted] = useState(false);
  if ((returningTool || returningVehicle) && !returnFormsWanted) setReturnFormsWanted(true);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const assignedToolsRef = useRef<HTMLHeadingElement>(null);
  const assignedVehiclesRef = useRef<HTMLHeadingElement>(null);

  // One spinner while anything loads, one error card if any of the six loads fails.
  const loads = allQueries([
    pendingTools,
    pendingVehicles,
    assignedTools,
    assignedVehicles,
    storageUnits,
    parkingPlaces,
  ]);

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

  const onConfirmTool = (tool: Tool) =>
    confirmTool.mutate(tool, {
      onSuccess: (delivery) => {
        toastDelivered(t, delivery, 'worker.confirmed');
        // The card moved to "assigned": focus follows it instead of falling to the page. A
        // confirmation waiting to be sent leaves the card (and focus) where it is.
        if (!delivery.queued) assignedToolsRef.current?.focus();
      },
      onError: (error) => showWorkerFailure(t, 'confirm', error),
    });
  const onConfirmVehicle = (vehicle: Vehicle) =>
    confirmVehicle.mutate(vehicle, {
      onSuccess: (delivery) => {
        toastDelivered(t, delivery, 'worker.confirmed');
        if (!delivery.queued) assignedVehiclesRef.current?.focus();
      },
      onError: (error) => showWorkerFailure(t, 'confirm', error),
    });

  const { date: formatDay } = useDateFormat();
  // The words every card repeats, looked up once for all of them.
  const labels = {
    branch: t('worker.branch'),
    site: t('worker.site'),
    location: t('worker.location'),
    fuel: t('worker.fuel'),
    assignedOn: t('worker.assignedOn'),
    noDate: t('worker.noDate'),
    confirm: t('worker.confirm'),
    confirming: t('worker.confirming'),
    return: t('worker.return'),
  };
  const date = (value: string | null) => formatDay(value) ?? labels.noDate;
  const toolDetails = (tool: Tool): ItemDetail[] => [
    { label: labels.branch, value: tool.branch.name },
    ...(tool.site ? [{ label: labels.site, value: tool.site.name }] : []),
    { label: labels.assignedOn, value: date(tool.assignmentDate) },
  ];
  const vehicleDetails = (vehicle: Vehicle): ItemDetail[] => [
    { label: labels.branch, value: vehicle.branch.name },
    ...(vehicle.currentLocation
      ? [{ label: labels.location, value: vehicle.currentLocation }]
      : []),
    ...(vehicle.fuelLevel !== null
      ? [{ label: labels.fuel, value: t('worker.percent', { value: vehicle.fuelLevel }) }]
      : []),
    { label: labels.assignedOn, value: date(vehicle.assignmentDate) },
  ];

  const toolCard = (tool: Tool, action: ReactNode) => (
    <li id={myStuffItemAnchor('tool', tool.id)} tabIndex={-1} className={namedCardClass}>
      <ItemCard
        title={tool.name}
        subtitle={
          tool.serialNumber ? t('worker.serialNumber', { serial: tool.serialNumber }) : null
        }
        badge={
          <ItemBadges waiting={toolWaiting(tool.id) !== undefined}>
            <WorkerLabelBadge kind="tool" status={tool.status} />
          </ItemBadges>
        }
        details={toolDetails(tool)}
        action={action}
      />
    </li>
  );
  const vehicleCard = (vehicle: Vehicle, action: ReactNode) => (
    <li id={myStuffItemAnchor('vehicle', vehicle.id)} tabIndex={-1} className={namedCardClass}>
      <ItemCard
        title={vehicleTitle(vehicle)}
        subtitle={vehicle.licensePlate}
        badge={
          <ItemBadges waiting={vehicleWaiting(vehicle.id) !== undefined}>
            <WorkerLabelBadge kind="vehicle" status={vehicle.status} />
          </ItemBadges>
        }
        details={vehicleDetails(vehicle)}
        action={action}
      />
    </li>
  );

  const confirmingTool = confirmTool.isPending ? confirmTool.variables?.id : undefined;
  const confirmingVehicle = confirmVehicle.isPending ? confirmVehicle.variables?.id : undefined;

  return (
    <div
      className={cn('mx-auto grid w-full max-w-6xl grid-cols-1', loads.data ? 'gap-8' : 'gap-6')}
    >
      {heading}
      <QueryStates query={loads} loadFailedTitle={t('worker.fetchErrorTitle')}>
        {([
          pendingToolList,
          pendingVehicleList,
          assignedToolList,
          assignedVehicleList,
          storageUnitList,
          parkingPlaceList,
        ]) => (
          <>
            <Section
              id="my-stuff-pending-tools"
              title={t('worker.pendingTools')}
              items={pendingToolList}
              emptyText={t('worker.noPendingTools')}
              renderItem={(tool) =>
                toolCard(
                  tool,
                  <ItemAction
                    waiting={toolWaiting(tool.id) !== undefined}
                    name={tool.name}
                    disabled={confirmingTool !== undefined}
                    onClick={() => onConfirmTool(tool)}
                    label={t('worker.confirmLabel', { name: tool.name })}
                  >
                    <Check aria-hidden="true" />
                    {confirmingTool === tool.id ? labels.confirming : labels.confirm}
                  </ItemAction>,
                )
              }
            />
            <Section
              id="my-stuff-pending-vehicles"
              title={t('worker.pendingVehicles')}
              items={pendingVehicleList}
              emptyText={t('worker.noPendingVehicles')}
              renderItem={(vehicle) =>
                vehicleCard(
                  vehicle,
                  <ItemAction
                    waiting={vehicleWaiting(vehicle.id) !== undefined}
                    name={vehicleTitle(vehicle)}
                    disabled={confirmingVehicle !== undefined}
                    onClick={() => onConfirmVehicle(vehicle)}
                    label={t('worker.confirmLabel', { name: vehicleTitle(vehicle) })}
                  >
                    <Check aria-hidden="true" />
                    {confirmingVehicle === vehicle.id ? labels.confirming : labels.confirm}
                  </ItemAction>,
                )
              }
            />
            <Section
              id="my-stuff-assigned-tools"
              title={t('worker.assignedTools')}
              items={assignedToolList}
              emptyText={t('worker.noAssignedTools')}
              headingRef={assignedToolsRef}
              renderItem={(tool) =>
                toolCard(
                  tool,
                  <ItemAction
                    waiting={toolWaiting(tool.id) !== undefined}
                    name={tool.name}
                    variant="outline"
                    onClick={() => setReturningTool(tool)}
                    label={t('worker.returnLabel', { name: tool.name })}
                  >
                    <Undo2 aria-hidden="true" />
                    {labels.return}
                  </ItemAction>,
                )
              }
            />
            <Section
              id="my-stuff-assigned-vehicles"
              title={t('worker.assignedVehicles')}
              items={assignedVehicleList}
              emptyText={t('worker.noAssignedVehicles')}
              headingRef={assignedVehiclesRef}
              renderItem={(vehicle) =>
                vehicleCard(
                  vehicle,
                  <ItemAction
                    waiting={vehicleWaiting(vehicle.id) !== undefined}
                    name={vehicleTitle(vehicle)}
                    variant="outline"
                    onClick={() => setReturningVehicle(vehicle)}
                    label={t('worker.returnLabel', { name: vehicleTitle(vehicle) })}
                  >
                    <Undo2 aria-hidden="true" />
                    {labels.return}
                  </ItemAction>,
                )
              }
            />
            <HashFocus />
            {returnFormsWanted && (
              <Suspense fallback={null}>
                <ToolReturnDialog
                  tool={returningTool}
                  storageUnits={storageUnitList}
                  onClose={() => setReturningTool(null)}
                  // The returned tool's card is gone: its section heading takes focus.
                  returnFocusFallback={() => assignedToolsRef.current}
                />
                <VehicleReturnDialog
                  vehicle={returningVehicle}
                  parkingPlaces={parkingPlaceList}
                  onClose={() => setReturningVehicle(null)}
                  returnFocusFallback={() => assignedVehiclesRef.current}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
};
