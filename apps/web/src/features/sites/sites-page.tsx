import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { Badge } from '@/components/ui/badge';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { SITES_URL, useDeleteSite, type Site } from './api';
import { SiteFormDialog } from './site-form-dialog';

/**
 * /sites (spec 2 "Sites"): search, table with an active badge, add/edit dialog, delete.
 * The server searches; the table loads 50 rows at a time as it scrolls (issue 8).
 */
export const SitesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = usePagedList<Site>(SITES_URL, { search });
  const remove = useDeleteSite();
  const screen = useRecordScreen<Site>({
    remove,
    deletedKey: 'sites.deleted',
    deleteFailedKey: 'sites.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;

  const row = (site: Site) => (
    <>
      <TableCell className="min-w-32 font-medium">{site.name}</TableCell>
      <TableCell>{site.address}</TableCell>
      <TableCell>{site.branch.name}</TableCell>
      <TableCell>{site.contactName}</TableCell>
      <TableCell>
        <Badge tone={site.active ? 'emerald' : 'neutral'}>
          {site.active ? t('sites.active') : t('sites.inactive')}
        </Badge>
      </TableCell>
      <TableCell>
        {/* Spec 2: only a superadmin or the site's own organization. */}
        {canManageRecord(user, site.organizationId) && (
          <RecordRowMenu
            label={t('sites.actionsFor', { name: site.name })}
            editLabel={t('sites.edit')}
            onEdit={() => openForm(site)}
            deleteLabel={t('sites.delete')}
            onDelete={() => askDelete(site)}
          />
        )}
      </TableCell>
    </>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.sites')}
        headingRef={screen.headingRef}
        addLabel={t('sites.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('sites.search')} value={search} onChange={setSearch} />
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
          head={
            <>
              <TableHead>{t('sites.name')}</TableHead>
              <TableHead>{t('sites.address')}</TableHead>
              <TableHead>{t('sites.branch')}</TableHead>
              <TableHead>{t('sites.contactName')}</TableHead>
              <TableHead>{t('sites.status')}</TableHead>
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
