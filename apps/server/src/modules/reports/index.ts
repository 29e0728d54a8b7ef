/** What other modules may use of reports (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listReports } from './list-reports.js';
export { reportRoutes } from './routes.js';
