/** What other modules may use of events (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { createOpenStreams } from './open-streams.js';
export type { OpenStreams } from './open-streams.js';
export { eventRoutes } from './routes.js';
