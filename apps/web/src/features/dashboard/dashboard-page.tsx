import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings, Truck, MapPin, Warehouse, Wrench } from 'lucide-react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { StatCard } from '@/components/ui/stat-card';
import { dashboardDueQuery, dashboardStatsQuery } from './api';
import { DueWidget } from './due-widget';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { RecentReports } from './recent-reports';
import { ToolsStatus, VehiclesStatus } from './item-status-widgets';

const UNKNOWN = '—';

/** Dashboard widgets, stat cards: tools, vehicles, active sites, storage units. */
const Figures = () => {
  const { t } = useTranslation();
  const stats = useQuery(dashboardStatsQuery());
  // A figure that is not known reads "—", never a made-up number.
  const value = (figure: number | undefined) => figure ?? UNKNOWN;
  return (
    <section aria-labelledby="dashboard-figures" className="grid grid-cols-1 gap-3">
      <h2 id="dashboard-figures" className="sr-only">
        {t('dashboard.figures')}
      </h2>
      {/* Two by two on a phone, so the figures take half a screen, not two. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title={t('dashboard.totalTools')}
          value={value(stats.data?.tools)}
          icon={Wrench}
        />
        <StatCard
          title={t('dashboard.totalVehicles')}
          value={value(stats.data?.vehicles)}
          icon={Truck}
        />
        <StatCard
          title={t('dashboard.activeSites')}
          value={value(stats.data?.activeSites)}
          icon={MapPin}
        />
        <StatCard
          title={t('dashboard.storageUnits')}
          value={value(stats.data?.storageUnits)}
          icon={Warehouse}
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
  );
};

/**
 * /organization-dashboard, and `/` for an org admin: figures, what is due,
 * quick actions, recent activity, tools and vehicles by status, and the newest reports.
 */
export const OrganizationDashboardPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const { user } = useSession();
  // On a phone the quick actions come first: they are what one opens the app for there.
  const isMobile = useIsMobile();
  // Something overdue goes above the fold on a phone: it is what needs doing today. The due
  // widget reads the same query, so this costs no request of its own.
  const due = useQuery(dashboardDueQuery());
  const overdueFirst =
    isMobile && (due.data?.overdue.tools ?? 0) + (due.data?.overdue.vehicles ?? 0) > 0;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {/* The sidebar has no entry for the organization page: this is the way there. */}
        {user?.role === 'org_admin' && (
          <Button asChild variant="outline">
            <Link to="/organization">
              <Settings aria-hidden="true" />
              {t('dashboard.organizationSettings')}
            </Link>
          </Button>
        )}
      </div>
      {overdueFirst && <DueWidget id="dashboard-due" />}
      {isMobile && <QuickActions id="dashboard-quick-actions" />}
      <Figures />
      {/* What needs doing soon: right under the figures, above what merely happened. */}
      {!overdueFirst && <DueWidget id="dashboard-due" />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {!isMobile && <QuickActions id="dashboard-quick-actions" />}
        <RecentActivity id="dashboard-activity" variant="dashboard" className="lg:col-span-2" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ToolsStatus id="dashboard-tools" />
        <VehiclesStatus id="dashboard-vehicles" />
      </div>
      <RecentReports id="dashboard-reports" />
    </div>
  );
};
