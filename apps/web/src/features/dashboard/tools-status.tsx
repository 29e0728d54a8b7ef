import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/components/ui/query-states';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { recentToolsQuery, toolSummaryQuery } from './api';
import { RecentItem, StatusCounts } from './status-widget-parts';
import { WidgetCard, WidgetEmpty } from './widget-card';

const UNKNOWN = '—';

/** Tools status: counts by status, the newest tools, and the way to all of them. */
export const ToolsStatus = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const summary = useQuery(toolSummaryQuery());
  const recent = useQuery(recentToolsQuery());
  return (
    <WidgetCard
      id={id}
      title={t('dashboard.tools.title')}
      link={{ to: '/tools', label: t('dashboard.tools.viewAll') }}
    >
      {/* A count that did not load reads "—", never a made-up 0. */}
      <StatusCounts
        counts={[
          { label: t('dashboard.tools.available'), value: summary.data?.available ?? UNKNOWN },
          { label: t('dashboard.tools.checkedOut'), value: summary.data?.checkedOut ?? UNKNOWN },
          { label: t('dashboard.tools.maintenance'), value: summary.data?.maintenance ?? UNKNOWN },
        ]}
      />
      <QueryStates
        query={recent}
        loadFailedTitle={t('dashboard.tools.loadFailed')}
        look="inline"
        empty={<WidgetEmpty>{t('dashboard.tools.empty')}</WidgetEmpty>}
      >
        {(tools) => (
          <ul className="divide-y divide-border">
            {tools.map((tool) => (
              <RecentItem
                key={tool.id}
                name={tool.name}
                meta={t('dashboard.tools.meta', { id: tool.id, branch: tool.branch.name })}
                badge={<ToolStatusBadge status={tool.status} />}
                page={`/tools/${tool.id}`}
              />
            ))}
          </ul>
        )}
      </QueryStates>
    </WidgetCard>
  );
};
