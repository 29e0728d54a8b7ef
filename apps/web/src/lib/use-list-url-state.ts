import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { SortDirection } from '@toolyard/shared';
import { LIST_FILTER_PARAMS, type ListFilterParam } from './paged-list';
import {
  listStateFromParams,
  nextSort,
  paramsWith,
  shownSort,
  type ListStateChange as Change,
  type ListUrlSpec,
} from './list-url-state';

/**
 * A list screen's search, status, sort and filters kept in the address's search parameters.
 * Typing a search replaces the history entry (no entry per letter); a status, sort or filter is
 * a new entry, so Back returns to the list as it was.
 */
export const useListUrlState = (
  spec: ListUrlSpec & { defaultSort: string; defaultDir?: SortDirection },
) => {
  const [params, setParams] = useSearchParams();
  const { statuses, sorts, filters } = spec;
  const fallback = { column: spec.defaultSort, dir: spec.defaultDir ?? 'asc' };
  const inAddress = useMemo(
    () => listStateFromParams(params, { statuses, sorts, filters }),
    [params, statuses, sorts, filters],
  );
  // The search box shows what is typed, not the address: the address follows a keystroke a
  // render later, and a box fed from it drops letters typed meanwhile ("tool" → "tol"). Back and
  // Forward bring another search with them: then the box takes the address's.
  const [typed, setTyped] = useState(inAddress.search);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP') setTyped(inAddress.search);
  }
  const state = useMemo(() => ({ ...inAddress, search: typed }), [inAddress, typed]);
  const change = useCallback(
    (next: Change, replace = false) =>
      setParams((current) => paramsWith(current, next), { replace }),
    [setParams],
  );
  return {
    state,
    setSearch: (search: string) => {
      setTyped(search);
      change({ search }, true);
    },
    setStatus: (status: string | undefined) => change({ status: status ?? null }),
    sortBy: (column: string) => change(nextSort(state, column, fallback)),
    setFilter: (name: ListFilterParam, value: string | undefined) =>
      change({ [name]: value ?? null }),
    clearFilters: () =>
      change(Object.fromEntries(LIST_FILTER_PARAMS.map((name) => [name, null])) as Change),
    /** The sort shown in the headers: the chosen one, or the list's default. */
    sort: shownSort(state, fallback),
  };
};
