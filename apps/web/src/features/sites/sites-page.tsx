import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import { SITE_SORTS } from '@toolyard/shared';
import { BranchFilter } from '@/features/branches';
import { PrintLabelsAction } from '@/features/labels';
import { useSession } from '@/lib/session-context';
import { Badge } from '@/components/ui/badge';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ItemLink } from '@/components/ui/item-link';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { SITES_URL, useDeleteSite, type Site } from './api';
import { SiteFormDialog } from './site-form-dialog';

const SITE_LIST_URL_SPEC = {
  sorts: SITE_SORTS,
  filters: ['branchId'],
  defaultSort: 'name',
} as const;

/**
 * /sites: search, table with an active badge, add/edit dialog, delete.
 * The server searches; the table loads 50 rows at a time as it scrolls.
 */
export const SitesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search, sort and branch live in the address.
  const view = useListUrlState(SITE_LIST_URL_SPEC);
  const list = usePagedList<Site>(SITES_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteSite();
  const screen = useRecordScreen<Site>({
    remove,
    deletedKey: 'sites.deleted',
    deleteFailedKey: 'sites.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;

  const badge = (site: Site) => (
    <Badge tone={site.active ? 'emerald' : 'neutral'}>
      {site.active ? t('sites.active') : t('sites.inactive')}
    </Badge>
  );

  // Only a superadmin or the site's own organization.
  const menu = (site: Site) =>
    canManageRecord(user, site.organizationId) && (
      <RecordRowMenu
        label={t('sites.actionsFor', { name: site.name })}
        details={{ to: `/sites/${site.id}`, label: t('itemPages.viewDetails') }}
        editLabel={t('sites.edit')}
        onEdit={() => openForm(site)}
        deleteLabel={t('sites.delete')}
        onDelete={() => askDelete(site)}
      />
    );

  const row = (site: Site) => (
    <>
      <TableCell className="min-w-32 font-medium">
        <ItemLink to={`/sites/${site.id}`}>{site.name}</ItemLink>
      </TableCell>
      <TableCell>{site.address}</TableCell>
      <TableCell>{site.branch.name}</TableCell>
      <TableCell>{site.contactName}</TableCell>
      <TableCell>{badge(site)}</TableCell>
      <TableCell>{menu(site)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (site: Site) => (
    <RecordCard
      title={<ItemLink to={`/sites/${site.id}`}>{site.name}</ItemLink>}
      badge={badge(site)}
      facts={[
        { label: t('sites.address'), value: site.address },
        { label: t('sites.branch'), value: site.branch.name },
        { label: t('sites.contactName'), value: site.contactName },
      ]}
      menu={menu(site)}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.sites')}
        headingRef={screen.headingRef}
        addLabel={t('sites.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: SITES_URL, filters: list.filters }}
        actions={
          <PrintLabelsAction
            source={{ kind: 'site', filters: list.filters, total: list.total }}
            label={t('labelSheets.printList')}
          />
        }
      />
      <SearchField
        id={searchId}
        label={t('sites.search')}
        value={view.state.search}
        onChange={view.setSearch}
      />
      <BranchFilter
        value={view.state.branchId}
        onChange={(value) => view.setFilter('branchId', value)}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('sites.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('sites.loadFailed')}
        empty={<StateCard icon={MapPin} title={t('sites.empty')} />}
        emptyFiltered={<StateCard icon={Search} role="status" title={t('sites.emptySearch')} />}
      >
        <VirtualTable
          list={list}
          caption={t('sites.caption')}
          columnCount={6}
          rowKey={(site) => site.id}
          renderRow={row}
          renderCard={card}
          head={
            <>
              <SortableHead label={t('sites.name')} column="name" {...sorting} />
              <SortableHead label={t('sites.address')} column="address" {...sorting} />
              <SortableHead label={t('sites.branch')} column="branch" {...sorting} />
              <SortableHead label={t('sites.contactName')} column="contactName" {...sorting} />
              <SortableHead label={t('sites.status')} column="status" {...sorting} />
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </>
          }
        />
      </PagedListStates>
      <SiteFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        site={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('sites.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('sites.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('sites.deleting')}
      />
    </div>
  );
};
