import { filterBySearch } from '@/lib/text-search';
import type { Branch } from './api';

/** Spec 2 "Branches": the search looks at the branch name, organization name and address. */
export const branchSearchFields = (branch: Branch) => [
  branch.name,
  branch.organization.name,
  branch.address,
];

export const filterBranches = (branches: readonly Branch[], query: string) =>
  filterBySearch(branches, query, branchSearchFields);
