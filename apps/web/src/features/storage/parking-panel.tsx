import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParkingSquare, Search } from 'lucide-react';
import { useSession } from '@/lib/session-context';
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
import { PARKING_URL, useDeleteParkingPlace, type ParkingPlace } from './api';
import { ParkingFormDialog } from './parking-form-dialog';

/**
 * The parking places vehicles are returned to: name and branch, add/edit/delete. The server
 * searches; rows load 50 at a time (issue 8).
 */
export const ParkingPanel = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = usePagedList<ParkingPlace>(PARKING_URL, { search });
  const remove = useDeleteParkingPlace();
  const screen = useRecordScreen<ParkingPlace>({
    remove,
    deletedKey: 'parking.deleted',
    deleteFailedKey: 'parking.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;

  const row = (place: ParkingPlace) => (
    <>
      <TableCell className="font-medium">{place.name}</TableCell>
      <TableCell>{place.branchName}</TableCell>
      <TableCell>
        {canManageRecord(user, place.organizationId) && (
          <RecordRowMenu
            label={t('parking.actionsFor', { name: place.name })}
            editLabel={t('parking.edit')}
            onEdit={() => openForm(place)}
            deleteLabel={t('parking.delete')}
            onDelete={() => askDelete(place)}
          />
        )}
      </TableCell>
    </>
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
      />
      <SearchField id={searchId} label={t('parking.search')} value={search} onChange={setSearch} />
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
          head={
            <>
              <TableHead>{t('parking.name')}</TableHead>
              <TableHead>{t('parking.branch')}</TableHead>
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
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('parking.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('parking.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('parking.deleting')}
      />
    </section>
  );
};
