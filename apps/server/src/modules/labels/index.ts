/** What other modules may use of labels (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { labelRoutes } from './routes.js';
