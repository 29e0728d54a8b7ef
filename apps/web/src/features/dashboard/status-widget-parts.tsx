import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Activity, Eye, History } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

/** The counts on top of a status widget: a few labelled figures. */
export const StatusCounts = ({
  counts,
}: {
  counts: ReadonlyArray<{ label: string; value: number | string }>;
}) => (
  <dl className="mb-4 grid grid-cols-3 gap-2">
    {counts.map(({ label, value }) => (
      <div key={label} className="grid gap-0.5 rounded-lg bg-muted p-3 text-center">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="text-xl font-bold tabular-nums">{value}</dd>
      </div>
    ))}
  </dl>
);

type RecentItemProps = {
  name: string;
  /** The 'T-{id}' / 'V-{id}' line and what else identifies the item. */
  meta: ReactNode;
  badge: ReactNode;
  /** The item's page: details there, the status moves at `#status`, the log at `#log`. */
  page: string;
};

/** One recent tool or vehicle: name, identifiers, status badge and its row menu. */
export const RecentItem = ({ name, meta, badge, page }: RecentItemProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (part = '') => void navigate(`${page}${part}`);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="break-words text-sm font-medium">{name}</p>
        <p className="break-words text-xs text-muted-foreground">{meta}</p>
      </div>
      <div className="shrink-0">{badge}</div>
      <RowActionsMenu label={t('dashboard.itemActionsLabel', { name })}>
        <DropdownMenuItem onSelect={() => go()}>
          <Eye aria-hidden="true" />
          {t('dashboard.viewDetails')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go('#status')}>
          <Activity aria-hidden="true" />
          {t('dashboard.updateStatus')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go('#log')}>
          <History aria-hidden="true" />
          {t('dashboard.viewLogs')}
        </DropdownMenuItem>
      </RowActionsMenu>
    </li>
  );
};
