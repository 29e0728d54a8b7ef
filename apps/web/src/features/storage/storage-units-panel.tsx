import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Archive, Package, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useSession } from '@/app/session-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
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
import { formatNumber } from '@/lib/number-format';
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
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StorageUnit | null>(null);
  const [deleting, setDeleting] = useState<StorageUnit | null>(null);
  const [contentsOf, setContentsOf] = useState<StorageUnit | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const openForm = (unit: StorageUnit | null) => {
    setEditing(unit);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(t, 'storage.deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure(t, 'storage.deleteFailed', error);
        setDeleting(null);
      },
    });
  };

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
                        <DropdownMenuItem onSelect={() => openForm(unit)}>
                          <Pencil aria-hidden="true" />
                          {t('storage.edit')}
                        </DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => setContentsOf(unit)}>
                          <Package aria-hidden="true" />
                          {t('storage.viewContents')}
                        </DropdownMenuItem>
                        <DropdownMenuSeparator />
                        <DropdownMenuItem
                          onSelect={() => setDeleting(unit)}
                          className="text-danger"
                        >
                          <Trash2 aria-hidden="true" />
                          {t('storage.delete')}
                        </DropdownMenuItem>
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="storage-units-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('storage.unitsTab')}
        </h2>
        {canAddRecords(user) && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t('storage.add')}
          </Button>
        )}
      </div>
      <SearchField id={searchId} label={t('storage.search')} value={search} onChange={setSearch} />
      {content()}
      <StorageUnitFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        unit={editing}
        returnFocusFallback={() => headingRef.current}
      />
      <StorageContentsDialog unit={contentsOf} onClose={() => setContentsOf(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('storage.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('storage.deleteDescription', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        pendingLabel={t('storage.deleting')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        returnFocusFallback={() => headingRef.current}
      />
    </section>
  );
};
