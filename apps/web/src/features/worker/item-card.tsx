import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export type ItemDetail = { label: string; value: ReactNode };

type ItemCardProps = {
  title: string;
  /** A second line under the name: serial number or license plate. */
  subtitle?: string | null;
  badge: ReactNode;
  details: readonly ItemDetail[];
  /** The card's one action (confirm or return). */
  action: ReactNode;
};

/** One tool or vehicle of My Stuff: big enough to read and tap on a phone, on site. */
export const ItemCard = ({ title, subtitle, badge, details, action }: ItemCardProps) => (
  <Card className="flex h-full flex-col gap-4 p-4">
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="break-words text-base font-semibold leading-snug">{title}</h3>
        {subtitle && <p className="break-words text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      <div className="shrink-0">{badge}</div>
    </div>
    <dl className="grid gap-1.5 text-sm">
      {details.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{label}:</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
    <div className="mt-auto">{action}</div>
  </Card>
);
