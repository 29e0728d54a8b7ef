// The rule lives in packages/shared: the server's search is tested against it.
export { filterBySearch, matchesSearch } from '@toolyard/shared';
