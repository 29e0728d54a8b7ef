import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParkingSquare, Printer, Search } from 'lucide-react';
import { can, PARKING_SORTS } from '@toolyard/shared';
import { BranchFilter } from '@/features/branches';
import { LabelSheetDialog, PrintLabelsAction } from '@/features/labels';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
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
import { PARKING_URL, useDeleteParkingPlace, type ParkingPlace } from './api';
import { ParkingFormDialog } from './parking-form-dialog';

const PARKING_LIST_URL_SPEC = {
  sorts: PARKING_SORTS,
  filters: ['branchId'],
  defaultSort: 'name',
} as const;

/**
 * The parking places vehicles are returned to: name and branch, add/edit/delete. The server
 * searches; rows load 50 at a time.
 */
export const ParkingPanel = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search, sort and branch live in the address; the tab switch starts them afresh.
  const view = useListUrlState(PARKING_LIST_URL_SPEC);
  const list = usePagedList<ParkingPlace>(PARKING_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteParkingPlace();
  const screen = useRecordScreen<ParkingPlace>({
    remove,
    deletedKey: 'parking.deleted',
    deleteFailedKey: 'parking.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;
  // Parking places have no page of their own: their row menu prints a place's label.
  const [printing, setPrinting] = useState<ParkingPlace | null>(null);

  const menu = (place: ParkingPlace) =>
    canManageRecord(user, place.organizationId) && (
      <RecordRowMenu
        label={t('parking.actionsFor', { name: place.name })}
        editLabel={t('parking.edit')}
        onEdit={() => openForm(place)}
        deleteLabel={t('parking.delete')}
        onDelete={() => askDelete(place)}
      >
        {can(user?.role, 'labels.print') && (
          <DropdownMenuItem onSelect={() => setPrinting(place)}>
            <Printer aria-hidden="true" />
            {t('labelSheets.print')}
          </DropdownMenuItem>
        )}
      </RecordRowMenu>
    );

  const row = (place: ParkingPlace) => (
    <>
      <TableCell className="font-medium">{place.name}</TableCell>
      <TableCell>{place.branchName}</TableCell>
      <TableCell>{menu(place)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (place: ParkingPlace) => (
    <RecordCard
      title={place.name}
      facts={[{ label: t('parking.branch'), value: place.branchName }]}
      menu={menu(place)}
    />
  );

  return (
    <section aria-labelledby="parking-heading" className="grid grid-cols-1 gap-4">
      <ListScreenHeader
        title={t('parking.title')}
        headingRef={screen.headingRef}
        level={2}
        id="parking-heading"
        addLabel={t('parking.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: PARKING_URL, filters: list.filters }}
        actions={
          <PrintLabelsAction
            source={{ kind: 'parking_location', filters: list.filters, total: list.total }}
            label={t('labelSheets.printList')}
          />
        }
      />
      <SearchField
        id={searchId}
        label={t('parking.search')}
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
        sentence={(values) => t('parking.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('parking.loadFailed')}
        empty={<StateCard icon={ParkingSquare} title={t('parking.empty')} />}
        emptyFiltered={<StateCard icon={Search} role="status" title={t('parking.emptySearch')} />}
      >
        <VirtualTable
          list={list}
          caption={t('parking.caption')}
          columnCount={3}
          rowKey={(place) => place.id}
          renderRow={row}
          renderCard={card}
          head={
            <>
              <SortableHead label={t('parking.name')} column="name" {...sorting} />
              <SortableHead label={t('parking.branch')} column="branch" {...sorting} />
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </>
          }
        />
      </PagedListStates>
      <ParkingFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        place={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <LabelSheetDialog
        source={printing && { kind: 'parking_location', ids: [printing.id] }}
        onClose={() => setPrinting(null)}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('parking.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('parking.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('parking.deleting')}
      />
    </section>
  );
};
