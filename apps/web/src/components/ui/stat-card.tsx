import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { formatNumber } from '@/lib/number-format';
import { Card } from './card';

type StatCardProps = {
  title: string;
  /** The figure (a number is written the reader's way: "50,000", "50.000"); a dash when it is
   * not known (never a made-up number). */
  value: ReactNode;
  icon: LucideIcon;
  /** A line of detail under the figure. */
  detail?: ReactNode;
};

/**
 * A titled figure with an icon, for dashboards and statistics. Tighter below 640 px, where two
 * share a phone's row.
 */
export const StatCard = ({ title, value, icon: Icon, detail }: StatCardProps) => {
  const { i18n } = useTranslation();
  return (
    <Card className="flex items-start justify-between gap-2 p-4 sm:gap-4 sm:p-5">
      <div className="grid min-w-0 gap-1">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <p className="text-2xl font-bold tabular-nums sm:text-3xl">
          {typeof value === 'number' ? formatNumber(value, i18n.resolvedLanguage) : value}
        </p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10 bg-primary-100 text-slate-900 dark:bg-accent dark:text-foreground">
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </span>
    </Card>
  );
};
