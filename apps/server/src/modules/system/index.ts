/** What other modules may use of system (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { publicConfigRoutes } from './routes.js';
