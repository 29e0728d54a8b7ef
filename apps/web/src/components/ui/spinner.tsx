import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** The screen's own code is still loading: a pre-rendered first screen stays meanwhile. */
  screenLoading?: boolean;
};

/** A loading indicator that says what it is to screen readers. */
export const Spinner = ({ className, screenLoading = false }: SpinnerProps) => {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-screen-loading={screenLoading || undefined}
      className={cn('flex items-center justify-center p-8', className)}
    >
      <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
};
