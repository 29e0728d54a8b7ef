import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemLink } from '@/components/ui/item-link';
import { QueryStates } from '@/components/ui/query-states';
import { activityQuery, type ActivityEntry } from './api';
import { useOrganizationZone } from '@/lib/organization-zone';
import { formatActivityTime } from './activity-time';
import { activityDetailLine } from './activity-details';
import { activityItemPath } from './activity-link';
import { describeActivity } from './activity-wording';
import { WidgetCard, WidgetEmpty } from './widget-card';

type RecentActivityProps = {
  id: string;
  /** Which timestamp to show: the dashboard's or the organization page's. */
  variant: 'dashboard' | 'organization';
  /** How many entries to show (the feed answers up to 20). */
  limit?: number;
  className?: string;
};

/** What happened lately, with an icon by type, newest first. */
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
  const timeZone = useOrganizationZone();
  const { icon: Icon, sentence } = describeActivity(entry, t);
  // The entry's record, while it exists, opens from its sentence.
  const path = activityItemPath(entry);
  const stamp = variant === 'dashboard' ? entry.timestamp : entry.time;
  const when =
    formatActivityTime(stamp, {
      now: new Date(),
      language: i18n.language,
      timeZone,
      today: (time) => t('dashboard.activity.today', { time }),
      yesterday: (time) => t('dashboard.activity.yesterday', { time }),
    }) ?? '';

  return (
    <li className="flex items-start gap-3 rounded-lg p-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-slate-900 dark:bg-accent dark:text-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        {/* Who did what to which record: the sentence also says what the icon shows. */}
        <p className="break-words text-sm font-medium">
          {path ? <ItemLink to={path}>{sentence}</ItemLink> : sentence}
        </p>
        {entry.details && (
          <p className="break-words text-sm text-muted-foreground">
            {activityDetailLine(entry, t)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={stamp}>{when}</time>
        </p>
      </div>
    </li>
  );
};
