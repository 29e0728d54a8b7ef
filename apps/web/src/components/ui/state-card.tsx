import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Card } from './card';

type StateCardProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Buttons or links that lead on (try again, back). */
  children?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** Errors are announced; neutral states are not. */
  role?: 'alert' | 'status';
};

/** A screen-sized message: an empty list, a load failure, something not available. */
export const StateCard = ({
  icon: Icon,
  title,
  description,
  children,
  tone = 'neutral',
  role,
}: StateCardProps) => (
  <Card role={role} className="grid justify-items-center gap-3 p-8 text-center">
    <Icon
      className={cn('size-10', tone === 'danger' ? 'text-danger' : 'text-muted-foreground')}
      aria-hidden="true"
    />
    <h2 className="text-lg font-semibold">{title}</h2>
    {description && <div className="max-w-prose text-sm text-muted-foreground">{description}</div>}
    {children && <div className="flex flex-wrap justify-center gap-2 pt-2">{children}</div>}
  </Card>
);
