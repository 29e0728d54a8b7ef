import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { QueryStates } from './query-states';
import { StateCard } from './state-card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

/** One column: its heading, how a row fills its cell, and classes for both (alignment, wrapping). */
export type TableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  headClassName?: string;
};

type QueryTableDialogProps<Row extends { id: number }, Key extends QueryKey> = {
  /** Null while closed; the rows are fetched only while it is open. */
  query: UseQueryOptions<Row[], Error, Row[], Key> | null;
  onClose: () => void;
  title: string;
  description: string;
  /** Names the table for screen readers (caption) and its scroll area. */
  caption: string;
  loadFailedTitle: string;
  empty: { icon: LucideIcon; title: string };
  columns: Array<TableColumn<Row>>;
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

const QueryTable = <Row extends { id: number }, Key extends QueryKey>({
  query: options,
  caption,
  loadFailedTitle,
  empty,
  columns,
}: Pick<QueryTableDialogProps<Row, Key>, 'caption' | 'loadFailedTitle' | 'empty' | 'columns'> & {
  query: UseQueryOptions<Row[], Error, Row[], Key>;
}) => {
  const query = useQuery(options);
  return (
    <QueryStates
      query={query}
      loadFailedTitle={loadFailedTitle}
      look="page"
      empty={<StateCard icon={empty.icon} title={empty.title} />}
    >
      {(rows) => (
        <Table scrollLabel={caption}>
          <TableCaption>{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.key} className={column.headClassName}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryStates>
  );
};
