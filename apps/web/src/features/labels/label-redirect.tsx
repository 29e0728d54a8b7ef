import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundContent } from '@/features/not-found';
import { useSession } from '@/lib/session-context';
import { signInUrl } from '@/lib/session-return';
import { labelQuery } from './api';
import { itemPathOf } from './item-path';

/**
 * /l/{code}, the address a label's QR code encodes: asks the server what the code is
 * and replaces itself with the item's page. A signed-out visitor signs in first and comes back
 * here; an unknown code and another organization's look the same: not found.
 */
export const LabelRedirect = () => {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={signInUrl(location)} replace />;
  return <Resolve />;
};

const Resolve = () => {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const query = useQuery(labelQuery(code));
  if (query.data) return <Navigate to={itemPathOf(query.data)} replace />;
  if (query.isError)
    return (
      <main className="flex min-h-full flex-col">
        <NotFoundContent />
      </main>
    );
  return (
    <main className="flex min-h-full flex-col items-center justify-center p-6">
      <p role="status" className="text-muted-foreground">
        {t('itemPages.labelOpening')}
      </p>
    </main>
  );
};
