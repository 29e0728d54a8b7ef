// autocannon ships no types; only what the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
  };

  export type Result = {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };

  /** Emits 'response' (client, statusCode, bytes, responseTimeMs) for every answer. */
  const autocannon: (
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ) => EventEmitter;
  export default autocannon;
}
