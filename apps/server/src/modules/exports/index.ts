/** What other modules may use of exports (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { exportRoutes } from './routes.js';
