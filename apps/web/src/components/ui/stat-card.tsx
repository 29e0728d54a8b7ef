import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

type StatCardProps = {
  title: string;
  /** The figure; a dash when it is not known (never a made-up number). */
  value: ReactNode;
  icon: LucideIcon;
  /** A line of detail under the figure. */
  detail?: ReactNode;
};

/** A titled figure with an icon, for dashboards and statistics. */
export const StatCard = ({ title, value, icon: Icon, detail }: StatCardProps) => (
  <Card className="flex items-start justify-between gap-4 p-5">
    <div className="grid min-w-0 gap-1">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <p className="text-3xl font-bold tabular-nums">{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </div>
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-slate-900 dark:bg-accent dark:text-foreground">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  </Card>
);
