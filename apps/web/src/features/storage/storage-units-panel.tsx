import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, Package, Search } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { formatNumber } from '@/lib/number-format';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { STORAGE_UNITS_URL, useDeleteStorageUnit, type StorageUnit } from './api';
import { StorageContentsDialog } from './storage-contents-dialog';
import { descriptionPreview } from './storage-search';
import { StorageUnitFormDialog } from './storage-unit-form-dialog';

/** Spec 9: cut at 30 characters; the whole text is in the tooltip and is what a screen reader reads. */
const Description = ({ text }: { text: string | null }) => {
  const preview = descriptionPreview(text);
  if (preview === (text ?? '')) return text;
  return (
    <span title={text ?? undefined}>
      <span aria-hidden="true">{preview}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
};

/**
 * Spec 2 "Storage units": search, table (capacity 'Unlimited' when empty, description cut at 30
 * characters), row menu (edit, view contents, delete). The capacity usage bar is never computed
 * in the spec, so there is none. The server searches; rows load 50 at a time (issue 8).
 */
export const StorageUnitsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = usePagedList<StorageUnit>(STORAGE_UNITS_URL, { search });
  const remove = useDeleteStorageUnit();
  const [contentsOf, setContentsOf] = useState<StorageUnit | null>(null);
  const screen = useRecordScreen<StorageUnit>({
    remove,
    deletedKey: 'storage.deleted',
    deleteFailedKey: 'storage.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;

  const row = (unit: StorageUnit) => (
    <>
      <TableCell className="min-w-32 font-medium">{unit.name}</TableCell>
      <TableCell>{unit.location}</TableCell>
      <TableCell>{unit.branch.name}</TableCell>
      <TableCell className="tabular-nums">
        {unit.capacity === null
          ? t('storage.unlimited')
          : formatNumber(unit.capacity, i18n.resolvedLanguage)}
      </TableCell>
      <TableCell>
        <Description text={unit.description} />
      </TableCell>
      <TableCell>
        {canManageRecord(user, unit.organizationId) && (
          <RecordRowMenu
            label={t('storage.actionsFor', { name: unit.name })}
            editLabel={t('storage.edit')}
            onEdit={() => openForm(unit)}
            deleteLabel={t('storage.delete')}
            onDelete={() => askDelete(unit)}
          >
            <DropdownMenuItem onSelect={() => setContentsOf(unit)}>
              <Package aria-hidden="true" />
              {t('storage.viewContents')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </RecordRowMenu>
        )}
      </TableCell>
    </>
  );

  return (
    <section aria-labelledby="storage-units-heading" className="grid grid-cols-1 gap-4">
      <ListScreenHeader
        title={t('storage.unitsTab')}
        headingRef={screen.headingRef}
        level={2}
        id="storage-units-heading"
        addLabel={t('storage.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('storage.search')} value={search} onChange={setSearch} />
      <PagedListStates
        list={list}
        loadFailedTitle={t('storage.loadFailed')}
        empty={<StateCard icon={Archive} title={t('storage.empty')} />}
        emptyFiltered={<StateCard icon={Search} role="status" title={t('storage.emptySearch')} />}
      >
        <VirtualTable
          list={list}
          caption={t('storage.caption')}
          columnCount={6}
          rowKey={(unit) => unit.id}
          renderRow={row}
          head={
            <>
              <TableHead>{t('storage.name')}</TableHead>
              <TableHead>{t('storage.location')}</TableHead>
              <TableHead>{t('storage.branch')}</TableHead>
              <TableHead>{t('storage.capacity')}</TableHead>
              <TableHead>{t('storage.description')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </>
          }
        />
      </PagedListStates>
      <StorageUnitFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        unit={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
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
