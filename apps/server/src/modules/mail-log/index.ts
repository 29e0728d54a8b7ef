/** What other modules may use of mail-log (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { mailLogRoutes } from './routes.js';
