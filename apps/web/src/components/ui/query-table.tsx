import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useIsMobile } from '@/lib/use-is-mobile';
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

export type QueryTableProps<Row extends { id: number }, Key extends QueryKey> = {
  query: UseQueryOptions<Row[], Error, Row[], Key>;
  /** Names the table for screen readers (caption) and its scroll area. */
  caption: string;
  loadFailedTitle: string;
  empty: { icon: LucideIcon; title: string };
  columns: Array<TableColumn<Row>>;
  /**
   * On a phone, each row as a small card of heading: value pairs instead of a table that scrolls
   * sideways (an item page's log); a dialog's table keeps its own scroller.
   */
  stackOnPhone?: boolean;
};

/**
 * A list read from the API as a table, with the loading, failure (and retry) and empty states of
 * every list: a tool's or a vehicle's log (in its dialog and on its page), a storage unit's
 * contents.
 */
export const QueryTable = <Row extends { id: number }, Key extends QueryKey>({
  query: options,
  caption,
  loadFailedTitle,
  empty,
  columns,
  stackOnPhone = false,
}: QueryTableProps<Row, Key>) => {
  const query = useQuery(options);
  const stacked = useIsMobile() && stackOnPhone;
  return (
    <QueryStates
      query={query}
      loadFailedTitle={loadFailedTitle}
      look="page"
      empty={<StateCard icon={empty.icon} title={empty.title} />}
    >
      {(rows) =>
        stacked ? (
          <ul aria-label={caption} className="grid gap-3">
            {rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-border p-3">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {columns.map((column) => {
                    const value = column.cell(row);
                    // A card leaves out what a table would show as an empty cell.
                    if (value === null || value === undefined || value === '') return null;
                    return (
                      <div key={column.key} className="contents">
                        <dt className="text-muted-foreground">{column.header}</dt>
                        <dd className="break-words">{value}</dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
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
        )
      }
    </QueryStates>
  );
};
