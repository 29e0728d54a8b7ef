import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ParkingSquare, Search } from 'lucide-react';
import { useSession } from '@/app/session-context';
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
import { parkingPlacesQuery, useDeleteParkingPlace, type ParkingPlace } from './api';
import { ParkingFormDialog } from './parking-form-dialog';
import { filterParkingPlaces } from './storage-search';

/** The parking places vehicles are returned to: name and branch, add/edit/delete. */
export const ParkingPanel = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const query = useQuery(parkingPlacesQuery());
  const remove = useDeleteParkingPlace();
  const [search, setSearch] = useState('');
  const screen = useRecordScreen<ParkingPlace>({
    remove,
    deletedKey: 'parking.deleted',
    deleteFailedKey: 'parking.deleteFailed',
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
          title={t('parking.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) {
      return <StateCard icon={ParkingSquare} title={t('parking.empty')} />;
    }
    const places = filterParkingPlaces(query.data, search);
    if (places.length === 0) {
      return <StateCard icon={Search} role="status" title={t('parking.emptySearch')} />;
    }
    return (
      <Card>
        <Table scrollLabel={t('parking.caption')}>
          <TableCaption>{t('parking.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('parking.name')}</TableHead>
              <TableHead>{t('parking.branch')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {places.map((place) => (
              <TableRow key={place.id}>
                <TableCell className="font-medium">{place.name}</TableCell>
                <TableCell>{place.branchName}</TableCell>
                <TableCell>
                  {canManageRecord(user, place.organizationId) && (
                    <RowActionsMenu label={t('parking.actionsFor', { name: place.name })}>
                      <EditMenuItem label={t('parking.edit')} onSelect={() => openForm(place)} />
                      <DeleteMenuItem
                        label={t('parking.delete')}
                        onSelect={() => askDelete(place)}
                      />
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
    <section aria-labelledby="parking-heading" className="grid grid-cols-1 gap-4">
      <ListScreenHeader
        title={t('parking.title')}
        headingRef={headingRef}
        level={2}
        id="parking-heading"
        addLabel={t('parking.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('parking.search')} value={search} onChange={setSearch} />
      {content()}
      <ParkingFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        place={editing}
        returnFocusFallback={returnFocusFallback}
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
