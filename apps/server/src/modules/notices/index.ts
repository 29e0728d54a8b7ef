/** What other modules may use of notices (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { createNotices } from './create-notices.js';
export { signalNotices } from './notice-signal.js';
export { noticeRoutes } from './routes.js';
