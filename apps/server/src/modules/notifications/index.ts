/** What other modules may use of notifications (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listNotifications } from './list-notifications.js';
export { notificationRoutes } from './routes.js';
