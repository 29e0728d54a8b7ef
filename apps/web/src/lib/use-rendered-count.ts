import { useDeferredValue } from 'react';

/** What fills a phone's screen and a little more: the rest can wait a moment. */
const FIRST_ROWS = 12;

/**
 * How many of a long list's rows to render now. On mount only the first rows; the
 * rest follow in a background render React splits into slices of a few milliseconds, so a
 * worker's 100 cards never hold the main thread in one long task. `all` renders everything at
 * once: when the address points at a row further down, it must be there to take focus.
 */
export const useRenderedCount = (total: number, all = false): number => {
  const deferred = useDeferredValue(total, all ? total : Math.min(total, FIRST_ROWS));
  return all ? total : Math.max(Math.min(deferred, total), Math.min(total, FIRST_ROWS));
};
