import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Archive, Package, Search } from 'lucide-react';
import { useSession } from '@/app/session-context';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
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
import { formatNumber } from '@/lib/number-format';
import { useRecordScreen } from '@/lib/use-record-screen';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { storageUnitsQuery, useDeleteStorageUnit, type StorageUnit } from './api';
import { StorageContentsDialog } from './storage-contents-dialog';
import { descriptionPreview, filterStorageUnits } from './storage-search';
import { StorageUnitFormDialog } from './storage-unit-form-dialog';

/**
 * Spec 2 "Storage units": search, table (capacity 'Unlimited' when empty, description cut at 30
 * characters), row menu (edit, view contents, delete). The capacity usage bar is never computed
 * in the spec, so there is none.
 */
export const StorageUnitsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const query = useQuery(storageUnitsQuery());
  const remove = useDeleteStorageUnit();
  const [search, setSearch] = useState('');
  const [contentsOf, setContentsOf] = useState<StorageUnit | null>(null);
  const screen = useRecordScreen<StorageUnit>({
    remove,
    deletedKey: 'storage.deleted',
    deleteFailedKey: 'storage.deleteFailed',
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
          title={t('storage.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={Archive} title={t('storage.empty')} />;
    const units = filterStorageUnits(query.data, search);
    if (units.length === 0) {
      return <StateCard icon={Search} role="status" title={t('storage.emptySearch')} />;
    }
    return (
      <Card>
        <Table scrollLabel={t('storage.caption')}>
          <TableCaption>{t('storage.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('storage.name')}</TableHead>
              <TableHead>{t('storage.location')}</TableHead>
              <TableHead>{t('storage.branch')}</TableHead>
              <TableHead>{t('storage.capacity')}</TableHead>
              <TableHead>{t('storage.description')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {units.map((unit) => {
              const preview = descriptionPreview(unit.description);
              const cut = preview !== (unit.description ?? '');
              return (
                <TableRow key={unit.id}>
                  <TableCell className="min-w-32 font-medium">{unit.name}</TableCell>
                  <TableCell>{unit.location}</TableCell>
                  <TableCell>{unit.branch.name}</TableCell>
                  <TableCell className="tabular-nums">
                    {unit.capacity === null
                      ? t('storage.unlimited')
                      : formatNumber(unit.capacity, i18n.resolvedLanguage)}
                  </TableCell>
                  <TableCell>
                    {cut ? (
                      // Spec 9: cut at 30 characters; the whole text is in the tooltip and is
                      // what a screen reader reads.
                      <span title={unit.description ?? undefined}>
                        <span aria-hidden="true">{preview}</span>
                        <span className="sr-only">{unit.description}</span>
                      </span>
                    ) : (
                      unit.description
                    )}
                  </TableCell>
                  <TableCell>
                    {canManageRecord(user, unit.organizationId) && (
                      <RowActionsMenu label={t('storage.actionsFor', { name: unit.name })}>
                        <EditMenuItem label={t('storage.edit')} onSelect={() => openForm(unit)} />
                        <DropdownMenuItem onSelect={() => setContentsOf(unit)}>
                          <Package aria-hidden="true" />
                          {t('storage.viewContents')}
                        </DropdownMenuItem>
                        <DropdownMenuSeparator />
                        <DeleteMenuItem
                          label={t('storage.delete')}
                          onSelect={() => askDelete(unit)}
                        />
                      </RowActionsMenu>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
    );
  };

  return (
    <section aria-labelledby="storage-units-heading" className="grid grid-cols-1 gap-4">
      <ListScreenHeader
        title={t('storage.unitsTab')}
        headingRef={headingRef}
        level={2}
        id="storage-units-heading"
        addLabel={t('storage.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('storage.search')} value={search} onChange={setSearch} />
      {content()}
      <StorageUnitFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        unit={editing}
        returnFocusFallback={returnFocusFallback}
      />
      <StorageContentsDialog unit={contentsOf} onClose={() => setContentsOf(null)} />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('storage.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('storage.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('storage.deleting')}
      />
    </section>
  );
};
