import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A loading indicator that says what it is to screen readers. */
export const Spinner = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
};
