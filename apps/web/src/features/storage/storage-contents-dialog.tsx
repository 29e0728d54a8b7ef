import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { storedToolsQuery, type StorageUnit } from './api';

/** The tools kept in a unit, with name, serial number and status. */
export const StorageContentsDialog = ({
  unit,
  onClose,
}: {
  unit: StorageUnit | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const name = unit?.name ?? '';
  return (
    <QueryTableDialog
      query={unit && storedToolsQuery(unit.id)}
      onClose={onClose}
      title={t('storage.contents.title', { name })}
      description={t('storage.contents.description')}
      caption={t('storage.contents.caption', { name })}
      loadFailedTitle={t('storage.contents.loadFailed')}
      empty={{ icon: Package, title: t('storage.contents.empty') }}
      width="max-w-2xl"
      columns={[
        {
          key: 'name',
          header: t('storage.contents.name'),
          cell: (tool) => tool.name,
          className: 'font-medium',
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
  );
};
