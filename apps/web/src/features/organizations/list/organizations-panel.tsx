import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, Pencil, Search } from 'lucide-react';
import { ORGANIZATION_SORTS, type Organization } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { ListTotal } from '@/components/ui/list-total';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { SearchField } from '@/components/ui/search-field';
import { SortableHead } from '@/components/ui/sortable-head';
import { StateCard } from '@/components/ui/state-card';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useDateFormat } from '@/lib/use-date-format';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { ORGANIZATIONS_URL } from '../api';
import { OrganizationWizardDialog } from '../wizard/organization-wizard-dialog';

const ORGANIZATION_LIST_URL_SPEC = { sorts: ORGANIZATION_SORTS, defaultSort: 'name' } as const;

/**
 * A superadmin's list of all organizations with an add button:
 * searched, sorted, counted and paged by the server, its state in the address.
 */
export const OrganizationsPanel = () => {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = useListUrlState(ORGANIZATION_LIST_URL_SPEC);
  const list = usePagedList<Organization>(ORGANIZATIONS_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const [wizardOpen, setWizardOpen] = useState(false);
  const createdOn = (organization: Organization) => date(organization.createdAt);

  const editLink = (organization: Organization) => (
    <Button asChild variant="ghost" size="icon">
      <Link
        to={`/organizations/${organization.id}`}
        aria-label={t('organizations.list.editLabel', { name: organization.name })}
      >
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );

  const row = (organization: Organization) => (
    <>
      <TableCell className="min-w-32 font-medium">{organization.name}</TableCell>
      <TableCell>{organization.contactEmail || '-'}</TableCell>
      <TableCell>{organization.contactPhone || '-'}</TableCell>
      <TableCell className="whitespace-nowrap">{createdOn(organization)}</TableCell>
      <TableCell className="text-right">{editLink(organization)}</TableCell>
    </>
  );

  // On a phone each organization is a card (decision 0025).
  const card = (organization: Organization) => (
    <RecordCard
      title={organization.name}
      facts={[
        { label: t('organizations.wizard.contactEmail'), value: organization.contactEmail },
        { label: t('organizations.wizard.contactPhone'), value: organization.contactPhone },
        { label: t('organizations.list.createdAt'), value: createdOn(organization) },
      ]}
      menu={editLink(organization)}
    />
  );

  return (
    <section aria-labelledby="organizations-heading" className="grid grid-cols-1 gap-4">
      <ListScreenHeader
        level={2}
        id="organizations-heading"
        title={t('organizations.list.title')}
        headingRef={headingRef}
        addLabel={t('organizations.list.add')}
        canAdd
        onAdd={() => setWizardOpen(true)}
        exportFrom={{ url: ORGANIZATIONS_URL, filters: list.filters }}
      />
      <SearchField
        id={searchId}
        label={t('organizations.list.search')}
        value={view.state.search}
        onChange={view.setSearch}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('organizations.list.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('organizations.list.loadFailed')}
        empty={<StateCard icon={Building2} title={t('organizations.list.empty')} />}
        emptyFiltered={
          <StateCard icon={Search} role="status" title={t('organizations.list.emptySearch')} />
        }
      >
        <VirtualTable
          list={list}
          caption={t('organizations.list.title')}
          columnCount={5}
          rowKey={(organization) => organization.id}
          renderRow={row}
          renderCard={card}
          head={
            <>
              <SortableHead label={t('organizations.wizard.name')} column="name" {...sorting} />
              <TableHead>{t('organizations.wizard.contactEmail')}</TableHead>
              <TableHead>{t('organizations.wizard.contactPhone')}</TableHead>
              <SortableHead
                label={t('organizations.list.createdAt')}
                column="createdAt"
                {...sorting}
              />
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </>
          }
        />
      </PagedListStates>

      <OrganizationWizardDialog
        open={wizardOpen}
        onOpenChange={setWizardOpen}
        // A superadmin's own session does not change: the list refreshes, nothing reloads.
        afterCreate="close"
      />
    </section>
  );
};
