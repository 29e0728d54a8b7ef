import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClipboardList, HardHat, Truck, Wrench } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { countQuery, organizationWorkersQuery } from '../api';

const UNKNOWN = '—';

/**
 * Spec 2's dashboard cards. Totals come from the count endpoints and the worker list; the
 * breakdowns and report figures need summary endpoints that do not exist yet, so they read "—"
 * rather than a made-up number.
 */
export const DashboardTab = ({ organizationId }: { organizationId: number }) => {
  const { t } = useTranslation();
  const tools = useQuery(countQuery('tools', organizationId));
  const vehicles = useQuery(countQuery('vehicles', organizationId));
  const workers = useQuery(organizationWorkersQuery(organizationId));
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
            value={shown(tools.data)}
            icon={Wrench}
            detail={t('organizations.page.toolsBreakdown', {
              available: UNKNOWN,
              maintenance: UNKNOWN,
            })}
          />
          <StatCard
            title={t('organizations.page.totalVehicles')}
            value={shown(vehicles.data)}
            icon={Truck}
            detail={t('organizations.page.vehiclesBreakdown', {
              available: UNKNOWN,
              service: UNKNOWN,
            })}
          />
          <StatCard
            title={t('organizations.page.activeWorkers')}
            // The list falls back to empty on error (spec 8), so the count to 0.
            value={workers.isPending ? UNKNOWN : (workers.data?.length ?? 0)}
            icon={HardHat}
          />
          <StatCard
            title={t('organizations.page.reportsToday')}
            value={UNKNOWN}
            icon={ClipboardList}
            detail={t('organizations.page.reportsThisWeek', { count: UNKNOWN })}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('organizations.page.breakdownsComingSoon')}
        </p>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('organizations.page.recentActivity')}</CardTitle>
          <CardDescription>{t('organizations.page.recentActivityComingSoon')}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
};
