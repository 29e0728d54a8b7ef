/** What other modules may use of counts (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { countRoutes } from './routes.js';
