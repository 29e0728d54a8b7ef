import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import { StateCard } from '@/components/ui/state-card';
import { organizationQuery } from '../api';
import { OrganizationWizard } from '../wizard/organization-wizard';

// The superadmin's organization list lives on the users screen, in its Organizations tab.
const BACK_TO = '/users?tab=organizations';

/** /organizations/{id}: a superadmin edits one organization with the wizard, inline. */
export const OrganizationEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const organizationId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useQuery({
    ...organizationQuery(organizationId ?? 0),
    enabled: organizationId !== null,
  });
  const back = () => navigate(BACK_TO);

  const content = () => {
    // No number in the address: nothing to load.
    if (organizationId === null) {
      return (
        <StateCard
          role="alert"
          tone="danger"
          icon={CircleAlert}
          title={t('organizations.edit.loadFailed')}
          description={t('errors.notFound')}
        />
      );
    }
    return (
      <QueryStates query={query} loadFailedTitle={t('organizations.edit.loadFailed')}>
        {(organization) => (
          <Card>
            <CardContent className="pt-6">
              {/* Keyed by organization: a refetch after saving starts from the saved values. */}
              <OrganizationWizard
                key={organization.id}
                organization={organization}
                onCancel={back}
                onUpdated={back}
              />
            </CardContent>
          </Card>
        )}
      </QueryStates>
    );
  };

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6">
      <div className="grid gap-2">
        <Button asChild variant="link" className="h-auto justify-self-start p-0">
          <Link to={BACK_TO}>
            <ArrowLeft aria-hidden="true" />
            {t('organizations.edit.back')}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">
          {query.data
            ? t('organizations.edit.title', { name: query.data.name })
            : t('pages.organizationEdit')}
        </h1>
      </div>
      {content()}
    </div>
  );
};
