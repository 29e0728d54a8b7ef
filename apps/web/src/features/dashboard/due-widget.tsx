import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Truck, Wrench } from 'lucide-react';
import type { DashboardDue, DashboardDueItem } from '@toolyard/shared';
import { QueryStates } from '@/components/ui/query-states';
import { formatNumber } from '@/lib/number-format';
import { DueBadge, dueLines } from '@/features/due';
import { dashboardDueQuery } from './api';
import { WidgetCard, WidgetEmpty } from './widget-card';

const LINK =
  'break-words text-link underline underline-offset-4 hover:no-underline focus-visible:no-underline';

const STATES = [
  { state: 'overdue', counts: (due: DashboardDue) => due.overdue },
  { state: 'due_soon', counts: (due: DashboardDue) => due.dueSoon },
] as const;

/**
 * How many tools and vehicles are overdue and due soon, each a way into its list filtered so.
 * The state's name describes its two links: "3 tools" alone would not say which three.
 */
const DueCounts = ({ due }: { due: DashboardDue }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const count = (key: 'tools' | 'vehicles', value: number) =>
    t(`dashboard.due.${key}`, {
      count: value,
      formatted: formatNumber(value, i18n.resolvedLanguage),
    });
  return (
    <ul className="grid grid-cols-2 gap-2 self-start">
      {STATES.map(({ state, counts }) => (
        <li key={state} className="grid content-start gap-1 rounded-lg border border-border p-3">
          <p id={`${id}-${state}`} className="text-xs font-medium text-muted-foreground">
            {t(`due.state.${state}`)}
          </p>
          {(['tools', 'vehicles'] as const).map((kind) => (
            <Link
              key={kind}
              to={`/${kind}?due=${state}`}
              aria-describedby={`${id}-${state}`}
              className={`inline-flex min-h-6 items-center text-sm font-semibold tabular-nums ${LINK}`}
            >
              {count(kind, counts(due)[kind])}
            </Link>
          ))}
        </li>
      ))}
    </ul>
  );
};

/**
 * One item: its name opens its page; what is due shows beneath. The badge already tells a screen
 * reader all of that ("Overdue: technical checkup since …"), so the visible lines are not read
 * twice.
 */
const DueRow = ({ item }: { item: DashboardDueItem }) => {
  const { t, i18n } = useTranslation();
  const Icon = item.kind === 'tool' ? Wrench : Truck;
  const lines = dueLines(item.due, { t, language: i18n.resolvedLanguage }, item.nextServiceDate);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={`/${item.kind === 'tool' ? 'tools' : 'vehicles'}/${item.id}`}
          className={`text-sm font-medium ${LINK}`}
        >
          {item.name}
        </Link>
        <p aria-hidden="true" className="grid text-xs text-muted-foreground">
          {lines.map((line, index) => (
            <span key={index} className="break-words">
              {line.text}
            </span>
          ))}
        </p>
      </div>
      <div className="shrink-0">
        <DueBadge due={item.due} nextServiceDate={item.nextServiceDate} />
      </div>
    </li>
  );
};

const nothingDue = (due: DashboardDue) =>
  due.overdue.tools + due.overdue.vehicles + due.dueSoon.tools + due.dueSoon.vehicles === 0;

/**
 * The "Due and overdue" widget (decision 0042): the counts as ways into the filtered lists, and the
 * most urgent items (overdue first, then the earliest day). The window of "due soon" is the
 * organization's setting, which the widget does not know: the empty state names no number of days.
 */
export const DueWidget = ({ id, className }: { id: string; className?: string }) => {
  const { t } = useTranslation();
  const due = useQuery(dashboardDueQuery());
  return (
    <WidgetCard id={id} title={t('dashboard.due.title')} className={className}>
      <QueryStates query={due} loadFailedTitle={t('dashboard.due.loadFailed')} look="inline">
        {(data) =>
          nothingDue(data) ? (
            <WidgetEmpty>{t('dashboard.due.empty')}</WidgetEmpty>
          ) : (
            <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-6">
              <DueCounts due={data} />
              <div className="min-w-0">
                <h3 id={`${id}-items`} className="text-sm font-semibold">
                  {t('dashboard.due.mostUrgent')}
                </h3>
                <ul aria-labelledby={`${id}-items`} className="divide-y divide-border">
                  {data.items.map((item) => (
                    <DueRow key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </ul>
              </div>
            </div>
          )
        }
      </QueryStates>
      {/* What the work that was due has cost. */}
      <Link
        to="/maintenance-costs"
        className={`inline-flex min-h-11 items-center justify-self-start md:min-h-6 text-sm font-semibold ${LINK}`}
      >
        {t('maintenanceRecords.costs.link')}
      </Link>
    </WidgetCard>
  );
};
