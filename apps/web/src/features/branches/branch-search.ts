import { filterBySearch } from '@/lib/text-search';
import type { Branch } from './api';

// The screen's search runs on the server. These functions keep the spec's rule, pinned
// down by the tests here, as the reference for what that search must find.

/** Branches: the search looks at the branch name, organization name and address. */
export const branchSearchFields = (branch: Branch) => [
  branch.name,
  branch.organization.name,
  branch.address,
];

export const filterBranches = (branches: readonly Branch[], query: string) =>
  filterBySearch(branches, query, branchSearchFields);
