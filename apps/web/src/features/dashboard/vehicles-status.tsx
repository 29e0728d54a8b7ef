import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/components/ui/query-states';
import { VehicleStatusBadge } from '@/components/ui/status-badge';
import { recentVehiclesQuery, vehicleSummaryQuery } from './api';
import { RecentItem, StatusCounts } from './status-widget-parts';
import { WidgetCard, WidgetEmpty } from './widget-card';

const UNKNOWN = '—';

/** Vehicles status: counts by status, the newest vehicles, and the way to all of them. */
export const VehiclesStatus = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const summary = useQuery(vehicleSummaryQuery());
  const recent = useQuery(recentVehiclesQuery());
  return (
    <WidgetCard
      id={id}
      title={t('dashboard.vehicles.title')}
      link={{ to: '/vehicles', label: t('dashboard.vehicles.viewAll') }}
    >
      <StatusCounts
        counts={[
          { label: t('dashboard.vehicles.available'), value: summary.data?.available ?? UNKNOWN },
          { label: t('dashboard.vehicles.inUse'), value: summary.data?.inUse ?? UNKNOWN },
          { label: t('dashboard.vehicles.service'), value: summary.data?.service ?? UNKNOWN },
        ]}
      />
      <QueryStates
        query={recent}
        loadFailedTitle={t('dashboard.vehicles.loadFailed')}
        look="inline"
        empty={<WidgetEmpty>{t('dashboard.vehicles.empty')}</WidgetEmpty>}
      >
        {(vehicles) => (
          <ul className="divide-y divide-border">
            {vehicles.map((vehicle) => (
              <RecentItem
                key={vehicle.id}
                name={`${vehicle.make} ${vehicle.model}`}
                meta={t('dashboard.vehicles.meta', {
                  id: vehicle.id,
                  plate: vehicle.licensePlate,
                })}
                badge={
                  <VehicleStatusBadge
                    status={vehicle.status}
                    currentLocation={vehicle.currentLocation}
                  />
                }
                page={`/vehicles/${vehicle.id}`}
              />
            ))}
          </ul>
        )}
      </QueryStates>
    </WidgetCard>
  );
};
