/** What other modules may use of maintenance-records (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { maintenanceRecordRoutes } from './routes.js';
