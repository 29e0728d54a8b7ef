import { dueFilterSchema, type SortDirection } from '@toolyard/shared';
import type { ListFilterParam, ListFilters } from './paged-list';

/** What a list screen lets the reader choose, so a hand-edited or old address cannot break it. */
export type ListUrlSpec = {
  statuses?: readonly string[];
  sorts: readonly string[];
  filters?: readonly ListFilterParam[];
};

/** A list screen's state as the address holds it: shareable, kept on reload and back. */
export type ListUrlState = ListFilters & { search: string };

const isDirection = (value: string | null): value is SortDirection =>
  value === 'asc' || value === 'desc';
const isId = (value: string | null): value is string =>
  value !== null && /^[1-9]\d{0,9}$/.test(value);
/** A filter's value as the address may hold it: a record id, or for `due` one of its states. */
const isFilterValue = (name: ListFilterParam, value: string | null): value is string =>
  name === 'due' ? value !== null && dueFilterSchema.safeParse(value).success : isId(value);

/**
 * The state in the address, read against what the screen offers: an unknown status, sort or
 * filter is left out (the list then shows its default), never sent to the server to be refused.
 */
export const listStateFromParams = (params: URLSearchParams, spec: ListUrlSpec): ListUrlState => {
  const state: ListUrlState = { search: params.get('search') ?? '' };
  const status = params.get('status');
  if (status && spec.statuses?.includes(status)) state.status = status;
  const sort = params.get('sort');
  if (sort && spec.sorts.includes(sort)) state.sort = sort;
  const dir = params.get('dir');
  if (isDirection(dir)) state.dir = dir;
  for (const name of spec.filters ?? []) {
    const value = params.get(name);
    if (isFilterValue(name, value)) state[name] = value;
  }
  return state;
};

export type ListStateChange = Partial<
  Record<'search' | 'status' | 'sort' | 'dir' | ListFilterParam, string | null>
>;

/** The address's parameters with some changed (null or '' removes one); others, like ?new=1, stay. */
export const paramsWith = (params: URLSearchParams, change: ListStateChange) => {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
};

/** The list's default order: its sort and the way it runs (reports: newest date first). */
export type DefaultSort = { column: string; dir: SortDirection };

/**
 * The sort the list shows. Without `dir` the server sorts a column ascending, except the list's
 * default sort, which runs its own way.
 */
export const shownSort = (
  current: { sort?: string; dir?: SortDirection },
  fallback: DefaultSort,
): DefaultSort => {
  const column = current.sort ?? fallback.column;
  const ownWay = column === fallback.column ? fallback.dir : 'asc';
  return { column, dir: current.dir ?? ownWay };
};

/**
 * The sort after a click on a column: another column sorts ascending; the sorted column turns
 * round. The direction is always written, so the address says exactly what is shown.
 */
export const nextSort = (
  current: { sort?: string; dir?: SortDirection },
  column: string,
  fallback: DefaultSort,
): { sort: string; dir: SortDirection } => {
  const shown = shownSort(current, fallback);
  if (shown.column !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: shown.dir === 'asc' ? 'desc' : 'asc' };
};
