import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ParkingSquare, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useSession } from '@/app/session-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
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
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
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
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ParkingPlace | null>(null);
  const [deleting, setDeleting] = useState<ParkingPlace | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const openForm = (place: ParkingPlace | null) => {
    setEditing(place);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(t, 'parking.deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure(t, 'parking.deleteFailed', error);
        setDeleting(null);
      },
    });
  };

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
                      <DropdownMenuItem onSelect={() => openForm(place)}>
                        <Pencil aria-hidden="true" />
                        {t('parking.edit')}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setDeleting(place)} className="text-danger">
                        <Trash2 aria-hidden="true" />
                        {t('parking.delete')}
                      </DropdownMenuItem>
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="parking-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('parking.title')}
        </h2>
        {canAddRecords(user) && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t('parking.add')}
          </Button>
        )}
      </div>
      <SearchField id={searchId} label={t('parking.search')} value={search} onChange={setSearch} />
      {content()}
      <ParkingFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        place={editing}
        returnFocusFallback={() => headingRef.current}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('parking.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('parking.deleteDescription', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        pendingLabel={t('parking.deleting')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        returnFocusFallback={() => headingRef.current}
      />
    </section>
  );
};
