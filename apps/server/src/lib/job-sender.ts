/** What a request may do with the job queue (decision 0044): put a job in it, nothing more. */
export type JobSender = {
  /**
   * Queues a job. With a `singletonKey` on a "stately" queue, a second job while one with the
   * same key waits is not queued: the answer is then null instead of the job's id.
   */
  send: (
    queue: string,
    data: object,
    options?: { singletonKey?: string },
  ) => Promise<string | null>;
};

/** This app has no job queue (yet): an app built without one, or one whose queue has not started. */
export class NoJobQueueError extends Error {}

/**
 * The app's handle on the job queue, made before the app and connected once the queue has
 * started (cluster/worker.ts): the app is built first, and the queue's start must not wait on
 * it. Until then — and for good in an app built without a queue (tests) — `send` throws
 * NoJobQueueError, which each use-case words for its caller.
 */
export const createJobSender = () => {
  let queue: JobSender | undefined;
  return {
    send: (queueName, data, options) => {
      if (!queue) return Promise.reject(new NoJobQueueError('the job queue has not started'));
      return queue.send(queueName, data, options);
    },
    connect: (started: JobSender) => {
      queue = started;
    },
  } satisfies JobSender & { connect: (started: JobSender) => void };
};
