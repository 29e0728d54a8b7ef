import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { QueryStates } from './query-states';

type PagedListStatesProps = {
  list: PagedList<unknown>;
  loadFailedTitle: string;
  /** The list has no rows at all ("No tools available"). */
  empty: ReactNode;
  /** The search or status finds nothing ("No tools match your filters"). */
  emptyFiltered: ReactNode;
  /** The table, shown once there are rows. */
  children: ReactNode;
};

/** What a list screen shows instead of its table: loading, a failed load, or why it is empty. */
export const PagedListStates = ({
  list,
  loadFailedTitle,
  empty,
  emptyFiltered,
  children,
}: PagedListStatesProps) => (
  <QueryStates
    query={{
      // Nothing left of the previous search: which empty text is true is known once the new
      // one answers.
      isPending: list.isPending || (list.showsPrevious && list.items.length === 0),
      error: list.error,
      data: list.items,
      refetch: list.retry,
    }}
    loadFailedTitle={loadFailedTitle}
    look="list"
    empty={list.filtered ? emptyFiltered : empty}
  >
    {() => children}
  </QueryStates>
);
