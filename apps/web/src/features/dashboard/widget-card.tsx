import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type WidgetCardProps = {
  /** The heading's id; the section is named by it. */
  id: string;
  title: string;
  /** "View all …": where the widget's full list lives. */
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** A titled dashboard widget, optionally linking to its screen. */
export const WidgetCard = ({ id, title, link, className, children }: WidgetCardProps) => (
  <Card className={cn('flex min-w-0 flex-col', className)}>
    <section aria-labelledby={id} className="flex min-w-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-5 pb-3">
        <h2 id={id} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-link md:min-h-0 underline underline-offset-4 hover:no-underline"
          >
            {link.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="min-w-0 flex-1 px-5 pb-5">{children}</div>
    </section>
  </Card>
);

/** A widget's empty state: one quiet line. */
export const WidgetEmpty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
    {children}
  </p>
);
