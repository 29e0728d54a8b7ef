/** What other modules may use of reservations (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { reservationRoutes } from './routes.js';
