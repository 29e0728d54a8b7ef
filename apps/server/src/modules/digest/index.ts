/** What other modules may use of digest (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { startJobQueue } from './job-queue.js';
export type { JobQueue } from './job-queue.js';
