/** What other modules may use of health (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { metricsRoutes } from './metrics-routes.js';
export { createMetrics } from './metrics.js';
export { healthRoutes } from './routes.js';
