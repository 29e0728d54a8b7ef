/** What other modules may use of bulk-actions (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { bulkActionRoutes } from './routes.js';
