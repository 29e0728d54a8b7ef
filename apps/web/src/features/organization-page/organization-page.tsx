import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { homeRouteFor } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { organizationQuery } from '@/features/organizations';
import { BrandingTab } from './branding-tab';
import { DashboardTab } from './dashboard-tab';
import { OverviewTab } from './overview-tab';
import { StatsTab } from './stats-tab';
import { TireSettingsTab } from './tire-settings-tab';
import { WorkersTab } from './workers-tab';

const TABS = ['dashboard', 'overview', 'stats', 'workers', 'settings', 'setup'] as const;
type OrganizationTab = (typeof TABS)[number];

const TAB_LABELS = {
  dashboard: 'organizations.page.dashboardTab',
  overview: 'organizations.page.overviewTab',
  stats: 'organizations.page.statsTab',
  workers: 'organizations.page.workersTab',
  settings: 'organizations.page.settingsTab',
  setup: 'organizations.page.setupTab',
} as const;

const isTab = (value: string | null): value is OrganizationTab =>
  (TABS as readonly (string | null)[]).includes(value);

/** An org admin's own organization. Setup itself is the SetupGate's. */
export const OrganizationPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the URL, so settings can link straight to the branding tab.
  const requested = searchParams.get('tab');
  const tab: OrganizationTab = isTab(requested) ? requested : 'dashboard';
  const organizationId = user?.organizationId ?? null;
  const query = useQuery({
    ...organizationQuery(organizationId ?? 0),
    enabled: organizationId !== null,
  });

  // Without an organization to show, the page keeps its generic heading.
  const frame = (state: ReactNode) => (
    <div className="mx-auto grid w-full grid-cols-1 max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.organization')}</h1>
      {state}
    </div>
  );

  // Only an org admin has an organization of their own to show.
  if (organizationId === null || !user) {
    return frame(
      <StateCard
        icon={Building2}
        title={t('organizations.page.notAvailable')}
        description={t('organizations.page.notAvailableDescription')}
      >
        <Button asChild>
          <Link to={user ? homeRouteFor(user.role) : '/'}>{t('common.backToDashboard')}</Link>
        </Button>
      </StateCard>,
    );
  }

  return (
    <QueryStates
      query={query}
      loadFailedTitle={t('organizations.page.loadFailed')}
      failureFrame={frame}
    >
      {(organization) => (
        <div className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6">
          <h1 className="text-2xl font-bold tracking-tight">{organization.name}</h1>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearchParams(value === 'dashboard' ? {} : { tab: value }, { replace: true })
            }
          >
            {/* Six tabs do not fit a phone: the list scrolls sideways there. */}
            <div className="overflow-x-auto">
              <TabsList aria-label={t('organizations.page.tabsLabel')} className="min-w-max">
                {TABS.map((value) => (
                  <TabsTrigger key={value} value={value}>
                    {t(TAB_LABELS[value])}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value="dashboard">
              <DashboardTab organizationId={organization.id} />
            </TabsContent>
            <TabsContent value="overview">
              <OverviewTab organization={organization} />
            </TabsContent>
            <TabsContent value="stats">
              <StatsTab organizationId={organization.id} />
            </TabsContent>
            <TabsContent value="workers">
              <WorkersTab organizationId={organization.id} />
            </TabsContent>
            <TabsContent value="settings">
              <TireSettingsTab organization={organization} />
            </TabsContent>
            <TabsContent value="setup">
              <BrandingTab organization={organization} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </QueryStates>
  );
};
