// What other features and the shell may use of branches; its screens are in pages.ts.

export { BranchSelect } from './branch-select';
