import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { ListLoadError } from './list-load-error';
import { Spinner } from './spinner';

type PagedListStatesProps = {
  list: PagedList<unknown>;
  loadFailedTitle: string;
  /** The list has no rows at all (spec 2: "No tools available"). */
  empty: ReactNode;
  /** The search or status finds nothing (spec 2: "No tools match your filters"). */
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
}: PagedListStatesProps) => {
  if (list.isPending) return <Spinner />;
  if (list.error) {
    return <ListLoadError title={loadFailedTitle} error={list.error} onRetry={list.retry} />;
  }
  if (list.items.length > 0) return children;
  // Nothing left of the previous search: which empty text is true is known once the new one answers.
  if (list.showsPrevious) return <Spinner />;
  return list.filtered ? emptyFiltered : empty;
};
