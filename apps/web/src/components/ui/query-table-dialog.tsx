import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { QueryTable, type QueryTableProps } from './query-table';

export type { TableColumn } from './query-table';

type QueryTableDialogProps<Row extends { id: number }, Key extends QueryKey> = Omit<
  QueryTableProps<Row, Key>,
  'query' | 'stackOnPhone'
> & {
  /** Null while closed; the rows are fetched only while it is open. */
  query: UseQueryOptions<Row[], Error, Row[], Key> | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The dialog's width (Tailwind max-w class). */
  width?: string;
};

/**
 * A dialog that loads a list and shows it as a table, with the loading, failure (and retry) and
 * empty states of every list: a tool's or a vehicle's log, a storage unit's contents.
 */
export const QueryTableDialog = <Row extends { id: number }, Key extends QueryKey>({
  query,
  onClose,
  title,
  description,
  width = 'max-w-4xl',
  ...table
}: QueryTableDialogProps<Row, Key>) => {
  const { t } = useTranslation();
  return (
    <Dialog open={query !== null} onOpenChange={(open) => !open && onClose()}>
      {query && (
        <DialogContent closeLabel={t('common.close')} className={width}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <QueryTable query={query} {...table} />
        </DialogContent>
      )}
    </Dialog>
  );
};
