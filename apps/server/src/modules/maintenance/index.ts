/** What other modules may use of maintenance (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { registerMaintenance } from './register-maintenance.js';
