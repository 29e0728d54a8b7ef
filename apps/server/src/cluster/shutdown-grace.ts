/** How long a worker may take to answer its requests in flight and close, before it exits anyway. */
export const WORKER_SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long the primary waits for its workers to stop before it kills them: a little longer
 * than their own grace, so a worker's timer, not the primary's, ends a shutdown that hangs.
 */
export const WORKERS_STOP_TIMEOUT_MS = WORKER_SHUTDOWN_GRACE_MS + 5_000;
