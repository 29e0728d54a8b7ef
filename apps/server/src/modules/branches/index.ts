/** What other modules may use of branches (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listBranches } from './list-branches.js';
export { branchRoutes } from './routes.js';
