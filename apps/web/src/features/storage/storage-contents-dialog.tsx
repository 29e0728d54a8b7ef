import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QueryStates } from '@/components/ui/query-states';
import { StateCard } from '@/components/ui/state-card';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { storedToolsQuery, type StorageUnit } from './api';

/** Spec 2: the tools kept in a unit, with name, serial number and status. */
export const StorageContentsDialog = ({
  unit,
  onClose,
}: {
  unit: StorageUnit | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={unit !== null} onOpenChange={(open) => !open && onClose()}>
      {unit && (
        <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('storage.contents.title', { name: unit.name })}</DialogTitle>
            <DialogDescription>{t('storage.contents.description')}</DialogDescription>
          </DialogHeader>
          <StoredTools unit={unit} />
        </DialogContent>
      )}
    </Dialog>
  );
};

const StoredTools = ({ unit }: { unit: StorageUnit }) => {
  const { t } = useTranslation();
  const query = useQuery(storedToolsQuery(unit.id));
  return (
    <QueryStates
      query={query}
      loadFailedTitle={t('storage.contents.loadFailed')}
      look="list"
      empty={<StateCard icon={Package} title={t('storage.contents.empty')} />}
    >
      {(tools) => (
        <Table scrollLabel={t('storage.contents.caption', { name: unit.name })}>
          <TableCaption>{t('storage.contents.caption', { name: unit.name })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('storage.contents.name')}</TableHead>
              <TableHead>{t('storage.contents.serialNumber')}</TableHead>
              <TableHead>{t('storage.contents.status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tools.map((tool) => (
              <TableRow key={tool.id}>
                <TableCell className="font-medium">{tool.name}</TableCell>
                <TableCell className="whitespace-nowrap">{tool.serialNumber}</TableCell>
                <TableCell>
                  <ToolStatusBadge status={tool.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryStates>
  );
};
