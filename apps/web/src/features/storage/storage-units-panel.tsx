import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, Package, Search } from 'lucide-react';
import { STORAGE_UNIT_SORTS } from '@toolyard/shared';
import { BranchFilter } from '@/features/branches';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ItemLink } from '@/components/ui/item-link';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { ImportAction } from '@/features/imports';
import { PrintLabelsAction } from '@/features/labels';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { formatNumber } from '@/lib/number-format';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { STORAGE_UNITS_URL, useDeleteStorageUnit, type StorageUnit } from './api';
import { StorageContentsDialog } from './storage-contents-dialog';
import { descriptionPreview } from './storage-search';
import { StorageUnitFormDialog } from './storage-unit-form-dialog';

/** Cut at 30 characters; the whole text is in the tooltip and is what a screen reader reads. */
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

const STORAGE_UNIT_LIST_URL_SPEC = {
  sorts: STORAGE_UNIT_SORTS,
  filters: ['branchId'],
  defaultSort: 'name',
} as const;

/**
 * Storage units: search, table (capacity 'Unlimited' when empty, description cut at 30
 * characters), row menu (edit, view contents, delete). The capacity usage bar is never computed
 * in the spec, so there is none. The server searches; rows load 50 at a time.
 */
export const StorageUnitsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search, sort and branch live in the address.
  const view = useListUrlState(STORAGE_UNIT_LIST_URL_SPEC);
  const list = usePagedList<StorageUnit>(STORAGE_UNITS_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteStorageUnit();
  const [contentsOf, setContentsOf] = useState<StorageUnit | null>(null);
  const screen = useRecordScreen<StorageUnit>({
    remove,
    deletedKey: 'storage.deleted',
    deleteFailedKey: 'storage.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;

  const capacity = (unit: StorageUnit) =>
    unit.capacity === null
      ? t('storage.unlimited')
      : formatNumber(unit.capacity, i18n.resolvedLanguage);

  const menu = (unit: StorageUnit) =>
    canManageRecord(user, unit.organizationId) && (
      <RecordRowMenu
        label={t('storage.actionsFor', { name: unit.name })}
        details={{ to: `/storage/units/${unit.id}`, label: t('itemPages.viewDetails') }}
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
    );

  const row = (unit: StorageUnit) => (
    <>
      <TableCell className="min-w-32 font-medium">
        <ItemLink to={`/storage/units/${unit.id}`}>{unit.name}</ItemLink>
      </TableCell>
      <TableCell>{unit.location}</TableCell>
      <TableCell>{unit.branch.name}</TableCell>
      <TableCell className="tabular-nums">{capacity(unit)}</TableCell>
      <TableCell>
        <Description text={unit.description} />
      </TableCell>
      <TableCell>{menu(unit)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (unit: StorageUnit) => (
    <RecordCard
      title={<ItemLink to={`/storage/units/${unit.id}`}>{unit.name}</ItemLink>}
      facts={[
        { label: t('storage.location'), value: unit.location },
        { label: t('storage.branch'), value: unit.branch.name },
        { label: t('storage.capacity'), value: capacity(unit) },
        {
          label: t('storage.description'),
          value: unit.description ? <Description text={unit.description} /> : null,
        },
      ]}
      menu={menu(unit)}
    />
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
        exportFrom={{ url: STORAGE_UNITS_URL, filters: list.filters }}
        actions={
          <>
            <PrintLabelsAction
              source={{ kind: 'storage_unit', filters: list.filters, total: list.total }}
              label={t('labelSheets.printList')}
            />
            <ImportAction kind="storageUnits" />
          </>
        }
      />
      <SearchField
        id={searchId}
        label={t('storage.search')}
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
        sentence={(values) => t('storage.total', values)}
      />
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
          renderCard={card}
          head={
            <>
              <SortableHead label={t('storage.name')} column="name" {...sorting} />
              <SortableHead label={t('storage.location')} column="location" {...sorting} />
              <SortableHead label={t('storage.branch')} column="branch" {...sorting} />
              <SortableHead label={t('storage.capacity')} column="capacity" {...sorting} />
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
