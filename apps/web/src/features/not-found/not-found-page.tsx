import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path (spec 2). Open to everyone: it reveals nothing, and `/` sends visitors on. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));

  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  );
};
