/** What other modules may use of organizations (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listOrganizations } from './list-organizations.js';
export { organizationRoutes } from './routes.js';
