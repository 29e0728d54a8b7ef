// What other features and the shell may use of branches; its screens are in pages.ts.

export { BranchSelect } from './branch-select';
// List screens filter by branch.
export { branchesQuery } from './api';
export { BranchFilter } from './branch-filter';
