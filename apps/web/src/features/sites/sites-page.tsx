import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import { useSession } from '@/app/session-context';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { DeleteMenuItem, EditMenuItem } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
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
import { useRecordScreen } from '@/lib/use-record-screen';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { sitesQuery, useDeleteSite, type Site } from './api';
import { SiteFormDialog } from './site-form-dialog';
import { filterSites } from './site-search';

/** /sites (spec 2 "Sites"): search, table with an active badge, add/edit dialog, delete. */
export const SitesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const query = useQuery(sitesQuery());
  const remove = useDeleteSite();
  const [search, setSearch] = useState('');
  const screen = useRecordScreen<Site>({
    remove,
    deletedKey: 'sites.deleted',
    deleteFailedKey: 'sites.deleteFailed',
  });
  const {
    formOpen,
    setFormOpen,
    editing,
    openForm,
    deleting,
    askDelete,
    headingRef,
    returnFocusFallback,
  } = screen;

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('sites.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={MapPin} title={t('sites.empty')} />;
    const sites = filterSites(query.data, search);
    if (sites.length === 0) {
      return <StateCard icon={Search} role="status" title={t('sites.emptySearch')} />;
    }
    return (
      <Card>
        <Table scrollLabel={t('sites.caption')}>
          <TableCaption>{t('sites.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('sites.name')}</TableHead>
              <TableHead>{t('sites.address')}</TableHead>
              <TableHead>{t('sites.branch')}</TableHead>
              <TableHead>{t('sites.contactName')}</TableHead>
              <TableHead>{t('sites.status')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sites.map((site) => (
              <TableRow key={site.id}>
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
                    <RowActionsMenu label={t('sites.actionsFor', { name: site.name })}>
                      <EditMenuItem label={t('sites.edit')} onSelect={() => openForm(site)} />
                      <DeleteMenuItem label={t('sites.delete')} onSelect={() => askDelete(site)} />
                    </RowActionsMenu>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.sites')}
        headingRef={headingRef}
        addLabel={t('sites.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('sites.search')} value={search} onChange={setSearch} />
      {content()}
      <SiteFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        site={editing}
        returnFocusFallback={returnFocusFallback}
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
