import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Package, Pencil, Trash2 } from 'lucide-react';
import { PrintLabelsAction } from '@/features/labels';
import { NotFoundContent } from '@/features/not-found';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ItemLink } from '@/components/ui/item-link';
import { ItemPage, ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { QueryTable } from '@/components/ui/query-table';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { useDateFormat } from '@/lib/use-date-format';
import { formatNumber } from '@/lib/number-format';
import { canManageRecord } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRouteId } from '@/lib/route-id';
import { useItemPage } from '@/lib/use-item-page';
import type { useRecordScreen } from '@/lib/use-record-screen';
import { storageUnitQuery, storedToolsQuery, useDeleteStorageUnit, type StorageUnit } from './api';
import { StorageUnitFormDialog } from './storage-unit-form-dialog';

/** /storage/units/{id}: one storage unit, its facts and the tools kept in it. */
export const StorageUnitPage = () => {
  const id = useRouteId();
  const query = useQuery({ ...storageUnitQuery(id ?? 0), enabled: id !== null });
  const { screen, notFound } = useItemPage<StorageUnit>({
    id,
    query,
    remove: useDeleteStorageUnit(),
    deletedKey: 'storage.deleted',
    deleteFailedKey: 'storage.deleteFailed',
    listPath: '/storage',
  });
  const { t } = useTranslation();
  if (notFound) return <NotFoundContent />;

  return (
    <QueryStates query={query} loadFailedTitle={t('itemPages.loadFailed.storageUnit')}>
      {(unit) => <StorageUnitView unit={unit} screen={screen} />}
    </QueryStates>
  );
};

type Screen = ReturnType<typeof useRecordScreen<StorageUnit>>;

const StorageUnitView = ({ unit, screen }: { unit: StorageUnit; screen: Screen }) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  useHashFocus(true);
  const language = i18n.resolvedLanguage;
  const { dateTime } = useDateFormat();

  const actions = canManageRecord(user, unit.organizationId) && (
    <>
      <Button variant="outline" onClick={() => screen.openForm(unit)}>
        <Pencil aria-hidden="true" />
        {t('storage.edit')}
      </Button>
      <PrintLabelsAction
        source={{ kind: 'storage_unit', ids: [unit.id] }}
        label={t('labelSheets.print')}
      />
      <Button variant="outline" className="text-danger" onClick={() => screen.askDelete(unit)}>
        <Trash2 aria-hidden="true" />
        {t('storage.delete')}
      </Button>
    </>
  );

  return (
    <ItemPage
      back={{ to: '/storage', label: t('itemPages.backToStorage') }}
      title={unit.name}
      headingRef={screen.headingRef}
      actions={actions}
    >
      <ItemSection id="details" title={t('itemPages.details')}>
        <DetailList
          details={[
            { label: t('itemPages.labelCode'), value: unit.labelCode },
            { label: t('storage.location'), value: unit.location },
            { label: t('storage.branch'), value: unit.branch.name },
            {
              label: t('storage.capacity'),
              value:
                unit.capacity === null
                  ? t('storage.unlimited')
                  : formatNumber(unit.capacity, language),
            },
            { label: t('storage.description'), value: unit.description },
            {
              label: t('itemPages.createdAt'),
              value: dateTime(unit.createdAt),
            },
          ]}
        />
      </ItemSection>
      <ItemSection id="contents" title={t('itemPages.contents')}>
        <QueryTable
          query={storedToolsQuery(unit.id)}
          caption={t('storage.contents.caption', { name: unit.name })}
          loadFailedTitle={t('storage.contents.loadFailed')}
          empty={{ icon: Package, title: t('storage.contents.empty') }}
          stackOnPhone
          columns={[
            {
              key: 'name',
              header: t('storage.contents.name'),
              cell: (tool) => <ItemLink to={`/tools/${tool.id}`}>{tool.name}</ItemLink>,
            },
            {
              key: 'serialNumber',
              header: t('storage.contents.serialNumber'),
              cell: (tool) => tool.serialNumber,
              className: 'whitespace-nowrap',
            },
            {
              key: 'status',
              header: t('storage.contents.status'),
              cell: (tool) => <ToolStatusBadge status={tool.status} />,
            },
          ]}
        />
      </ItemSection>
      <StorageUnitFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        unit={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('storage.deleteTitle', { name: unit.name })}
        description={t('storage.deleteDescription', { name: unit.name })}
        pendingLabel={t('storage.deleting')}
      />
    </ItemPage>
  );
};
