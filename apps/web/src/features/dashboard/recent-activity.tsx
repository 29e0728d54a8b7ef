import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText, Hammer, Truck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { QueryStates } from '@/components/ui/query-states';
import { activityQuery, type ActivityEntry, type ActivityType } from './api';
import { formatActivityTime } from './activity-time';
import { activityDetailKey } from './activity-details';
import { WidgetCard, WidgetEmpty } from './widget-card';

const ICONS: Record<ActivityType, LucideIcon> = {
  tool: Hammer,
  vehicle: Truck,
  alert: TriangleAlert,
  report: FileText,
};

const TYPE_LABELS = {
  tool: 'dashboard.activity.types.tool',
  vehicle: 'dashboard.activity.types.vehicle',
  alert: 'dashboard.activity.types.alert',
  report: 'dashboard.activity.types.report',
} as const satisfies Record<ActivityType, string>;

type RecentActivityProps = {
  id: string;
  /**
   * 'dashboard' shows title and details; 'organization' (the organization page) shows the
   * entry's description and who did it (spec 3 "Activity entry").
   */
  variant: 'dashboard' | 'organization';
  /** How many entries to show (the feed answers up to 20). */
  limit?: number;
  className?: string;
};

/** Spec 2: what happened lately, with an icon by type, newest first. */
export const RecentActivity = ({ id, variant, limit = 6, className }: RecentActivityProps) => {
  const { t } = useTranslation();
  const query = useQuery(activityQuery());
  return (
    <WidgetCard id={id} title={t('dashboard.activity.title')} className={className}>
      <QueryStates
        query={query}
        loadFailedTitle={t('dashboard.activity.loadFailed')}
        look="inline"
        empty={<WidgetEmpty>{t('dashboard.activity.empty')}</WidgetEmpty>}
      >
        {(entries) => (
          <ul className="grid gap-1">
            {entries.slice(0, limit).map((entry) => (
              <ActivityItem key={entry.id} entry={entry} variant={variant} />
            ))}
          </ul>
        )}
      </QueryStates>
    </WidgetCard>
  );
};

const ActivityItem = ({
  entry,
  variant,
}: {
  entry: ActivityEntry;
  variant: RecentActivityProps['variant'];
}) => {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[entry.type] ?? TriangleAlert;
  const stamp = variant === 'dashboard' ? entry.timestamp : entry.time;
  const when =
    formatActivityTime(stamp, {
      now: new Date(),
      language: i18n.language,
      today: (time) => t('dashboard.activity.today', { time }),
      yesterday: (time) => t('dashboard.activity.yesterday', { time }),
    }) ?? '';
  const typeLabel = t(TYPE_LABELS[entry.type] ?? TYPE_LABELS.alert);
  const detailKey = activityDetailKey(entry);

  return (
    <li className="flex items-start gap-3 rounded-lg p-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-slate-900 dark:bg-accent dark:text-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        {variant === 'dashboard' ? (
          <>
            <p className="break-words text-sm font-medium">
              {/* The icon's meaning, for those who cannot see it. */}
              <span className="sr-only">{typeLabel}: </span>
              {entry.title}
            </p>
            {entry.details && (
              <p className="break-words text-sm text-muted-foreground">
                {detailKey ? t(detailKey) : entry.details}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="break-words text-sm font-medium">
              <span className="sr-only">{typeLabel}: </span>
              {entry.description}
            </p>
            {entry.user && (
              <p className="break-words text-sm text-muted-foreground">
                {t('dashboard.activity.by', { user: entry.user })}
              </p>
            )}
          </>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={stamp}>{when}</time>
        </p>
      </div>
    </li>
  );
};
