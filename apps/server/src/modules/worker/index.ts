/** What other modules may use of worker (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { workerRoutes } from './routes.js';
