import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorDetails } from '@/lib/api-error';
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

/** A titled dashboard widget (spec 2 "Dashboard widgets"), optionally linking to its screen. */
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
            className="inline-flex items-center gap-1 text-sm font-medium text-link underline underline-offset-4 hover:no-underline"
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

type QueryContentProps<T> = {
  query: UseQueryResult<T>;
  /** Says what did not load, e.g. "Failed to load recent activity". */
  errorTitle: string;
  children: (data: T) => ReactNode;
};

type InlineLoadErrorProps = { title: string; error: Error; onRetry: () => void };

/** A part of a dashboard that did not load: what, why (the server's message), and a retry. */
export const InlineLoadError = ({ title, error, onRetry }: InlineLoadErrorProps) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-2 text-sm">
      <p className="flex items-center gap-2 font-medium text-danger">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </p>
      <p className="text-muted-foreground">
        {errorDetails(error).message ?? t('errors.failedToLoad')}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
};

/** A widget's body: a spinner while loading, the failure with a retry, or the content. */
export const QueryContent = <T,>({ query, errorTitle, children }: QueryContentProps<T>) => {
  if (query.isPending) return <Spinner className="p-4" />;
  if (query.isError) {
    return (
      <InlineLoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
};
