import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Tool, Vehicle } from '@toolyard/shared';
import { QueryStates } from '@/components/ui/query-states';
import { ToolStatusBadge, VehicleStatusBadge } from '@/components/ui/status-badge';
import {
  recentToolsQuery,
  recentVehiclesQuery,
  toolSummaryQuery,
  vehicleSummaryQuery,
} from './api';
import { RecentItem, StatusCounts } from './status-widget-parts';
import { WidgetCard, WidgetEmpty } from './widget-card';

const UNKNOWN = '—';

/** A kind's status widget: its three counts, and how a newest item reads in the list. */
type StatusWidgetKind<Summary, Item> = {
  words: 'tools' | 'vehicles';
  path: '/tools' | '/vehicles';
  useSummary: () => Summary | undefined;
  useRecent: () => UseQueryResult<Item[]>;
  counts: (summary: Summary | undefined, t: TFunction) => Array<{ label: string; value?: number }>;
  row: (item: Item, t: TFunction) => { name: string; meta: string; badge: ReactNode };
};

const ItemsStatus = <Summary, Item extends { id: number }>({
  id,
  kind,
}: {
  id: string;
  kind: StatusWidgetKind<Summary, Item>;
}) => {
  const { t } = useTranslation();
  const summary = kind.useSummary();
  const recent = kind.useRecent();
  const { words } = kind;
  return (
    <WidgetCard
      id={id}
      title={t(`dashboard.${words}.title`)}
      link={{ to: kind.path, label: t(`dashboard.${words}.viewAll`) }}
    >
      {/* A count that did not load reads "—", never a made-up 0. */}
      <StatusCounts
        counts={kind
          .counts(summary, t)
          .map(({ label, value }) => ({ label, value: value ?? UNKNOWN }))}
      />
      <QueryStates
        query={recent}
        loadFailedTitle={t(`dashboard.${words}.loadFailed`)}
        look="inline"
        empty={<WidgetEmpty>{t(`dashboard.${words}.empty`)}</WidgetEmpty>}
      >
        {(items) => (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <RecentItem key={item.id} {...kind.row(item, t)} page={`${kind.path}/${item.id}`} />
            ))}
          </ul>
        )}
      </QueryStates>
    </WidgetCard>
  );
};

const toolsWidget: StatusWidgetKind<
  { available: number; checkedOut: number; maintenance: number },
  Tool
> = {
  words: 'tools',
  path: '/tools',
  useSummary: () => useQuery(toolSummaryQuery()).data,
  useRecent: () => useQuery(recentToolsQuery()),
  counts: (summary, t) => [
    { label: t('dashboard.tools.available'), value: summary?.available },
    { label: t('dashboard.tools.checkedOut'), value: summary?.checkedOut },
    { label: t('dashboard.tools.maintenance'), value: summary?.maintenance },
  ],
  row: (tool, t) => ({
    name: tool.name,
    meta: t('dashboard.tools.meta', { id: tool.id, branch: tool.branch.name }),
    badge: <ToolStatusBadge status={tool.status} />,
  }),
};

const vehiclesWidget: StatusWidgetKind<
  { available: number; inUse: number; service: number },
  Vehicle
> = {
  words: 'vehicles',
  path: '/vehicles',
  useSummary: () => useQuery(vehicleSummaryQuery()).data,
  useRecent: () => useQuery(recentVehiclesQuery()),
  counts: (summary, t) => [
    { label: t('dashboard.vehicles.available'), value: summary?.available },
    { label: t('dashboard.vehicles.inUse'), value: summary?.inUse },
    { label: t('dashboard.vehicles.service'), value: summary?.service },
  ],
  row: (vehicle, t) => ({
    name: `${vehicle.make} ${vehicle.model}`,
    meta: t('dashboard.vehicles.meta', { id: vehicle.id, plate: vehicle.licensePlate }),
    badge: <VehicleStatusBadge status={vehicle.status} currentLocation={vehicle.currentLocation} />,
  }),
};

/** Tools status: counts by status, the newest tools, and the way to all of them. */
export const ToolsStatus = ({ id }: { id: string }) => <ItemsStatus id={id} kind={toolsWidget} />;

/** Vehicles status: counts by status, the newest vehicles, and the way to all of them. */
export const VehiclesStatus = ({ id }: { id: string }) => (
  <ItemsStatus id={id} kind={vehiclesWidget} />
);
