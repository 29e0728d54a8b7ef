import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Stands in for every screen that is not built yet, titled like the real one will be. */
export const PlaceholderPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-100 text-slate-900 dark:bg-accent dark:text-foreground">
            <Construction className="size-6" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <CardTitle className="text-lg">{t('placeholder.title')}</CardTitle>
            <CardDescription>{t('placeholder.description')}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    </div>
  );
};
