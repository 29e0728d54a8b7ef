import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClipboardList, HardHat, Truck, Wrench } from 'lucide-react';
import {
  dashboardStatsQuery,
  RecentActivity,
  RecentReports,
  toolSummaryQuery,
  vehicleSummaryQuery,
} from '@/features/dashboard';
import { LoadError } from '@/components/ui/load-error';
import { StatCard } from '@/components/ui/stat-card';

const UNKNOWN = '—';

/**
 * The dashboard tab: totals with their breakdowns, workers and reports, then the recent
 * activity and reports. The figures are the caller's organization's (the server scopes them),
 * which on this page is `organizationId`; a figure not known reads "—", never a made-up number.
 */
export const DashboardTab = (_props: { organizationId: number }) => {
  const { t } = useTranslation();
  const stats = useQuery(dashboardStatsQuery());
  const tools = useQuery(toolSummaryQuery());
  const vehicles = useQuery(vehicleSummaryQuery());
  const shown = (value: number | undefined) => value ?? UNKNOWN;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="organization-dashboard-figures" className="grid grid-cols-1 gap-4">
        <h2 id="organization-dashboard-figures" className="sr-only">
          {t('organizations.page.figures')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title={t('organizations.page.totalTools')}
            value={shown(stats.data?.totalTools)}
            icon={Wrench}
            detail={t('organizations.page.toolsBreakdown', {
              available: shown(tools.data?.available),
              maintenance: shown(tools.data?.maintenance),
            })}
          />
          <StatCard
            title={t('organizations.page.totalVehicles')}
            value={shown(stats.data?.totalVehicles)}
            icon={Truck}
            detail={t('organizations.page.vehiclesBreakdown', {
              available: shown(vehicles.data?.available),
              service: shown(vehicles.data?.service),
            })}
          />
          <StatCard
            title={t('organizations.page.activeWorkers')}
            value={shown(stats.data?.activeWorkers)}
            icon={HardHat}
          />
          <StatCard
            title={t('organizations.page.reportsToday')}
            value={shown(stats.data?.reportsToday)}
            icon={ClipboardList}
            detail={t('organizations.page.reportsThisWeek', {
              count: shown(stats.data?.reportsThisWeek),
            })}
          />
        </div>
        {stats.isError && (
          <LoadError
            title={t('dashboard.figuresLoadFailed')}
            error={stats.error}
            onRetry={() => void stats.refetch()}
            look="inline"
          />
        )}
      </section>
      {/* One above the other: the reports table needs the full width. */}
      <div className="grid grid-cols-1 gap-6">
        <RecentActivity id="organization-activity" variant="organization" />
        <RecentReports id="organization-reports" />
      </div>
    </div>
  );
};
