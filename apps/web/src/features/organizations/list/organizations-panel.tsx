import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import { RecordCard } from '@/components/ui/record-card';
import { StateCard } from '@/components/ui/state-card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useIsMobile } from '@/lib/use-is-mobile';
import { organizationsQuery } from '../api';
import { OrganizationWizardDialog } from '../wizard/organization-wizard-dialog';

/** A superadmin's list of all organizations with an add button (spec 2, "all organizations"). */
export const OrganizationsPanel = () => {
  const { t } = useTranslation();
  const query = useQuery(organizationsQuery());
  const [wizardOpen, setWizardOpen] = useState(false);
  const isMobile = useIsMobile();

  const editLink = (organization: { id: number; name: string }) => (
    <Button asChild variant="ghost" size="icon">
      <Link
        to={`/organizations/${organization.id}`}
        aria-label={t('organizations.list.editLabel', { name: organization.name })}
      >
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );

  return (
    <section aria-labelledby="organizations-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="organizations-heading" className="text-xl font-semibold">
          {t('organizations.list.title')}
        </h2>
        <Button onClick={() => setWizardOpen(true)}>
          <Plus aria-hidden="true" />
          {t('organizations.list.add')}
        </Button>
      </div>

      <QueryStates
        query={query}
        loadFailedTitle={t('organizations.list.loadFailed')}
        empty={<StateCard icon={Building2} title={t('organizations.list.empty')} />}
      >
        {(organizations) =>
          isMobile ? (
            // Issue 14: on a phone each organization is a card.
            <Card>
              <ul aria-label={t('organizations.list.title')} className="divide-y divide-border">
                {organizations.map((organization) => (
                  <li key={organization.id}>
                    <RecordCard
                      title={organization.name}
                      facts={[
                        {
                          label: t('organizations.wizard.contactEmail'),
                          value: organization.contactEmail,
                        },
                        {
                          label: t('organizations.wizard.contactPhone'),
                          value: organization.contactPhone,
                        },
                      ]}
                      menu={editLink(organization)}
                    />
                  </li>
                ))}
              </ul>
            </Card>
          ) : (
            <Card>
              <Table>
                <TableCaption>{t('organizations.list.title')}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('organizations.wizard.name')}</TableHead>
                    <TableHead>{t('organizations.wizard.contactEmail')}</TableHead>
                    <TableHead>{t('organizations.wizard.contactPhone')}</TableHead>
                    <TableHead className="text-right">{t('common.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {organizations.map((organization) => (
                    <TableRow key={organization.id}>
                      <TableCell className="font-medium">{organization.name}</TableCell>
                      <TableCell>{organization.contactEmail || '-'}</TableCell>
                      <TableCell>{organization.contactPhone || '-'}</TableCell>
                      <TableCell className="text-right">{editLink(organization)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          )
        }
      </QueryStates>

      <OrganizationWizardDialog
        open={wizardOpen}
        onOpenChange={setWizardOpen}
        // A superadmin's own session does not change: the list refreshes, nothing reloads.
        afterCreate="close"
      />
    </section>
  );
};
