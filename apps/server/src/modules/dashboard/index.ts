/** What other modules may use of dashboard (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { mostUrgentDue } from './due-widget.js';
export { organizationDueKept } from './kept-due.js';
export { dashboardRoutes } from './routes.js';
