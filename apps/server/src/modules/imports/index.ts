/** What other modules may use of imports (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { importRoutes } from './routes.js';
