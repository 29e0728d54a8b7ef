import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work in slices of the event loop: once this turn has run for `sliceMs`, `due()` says
 * so and `next()` lets other requests in before the work goes on. Measured in time, not in
 * rows, so a slice stays short on a slow or busy machine too. `due()` is a plain call, cheap
 * enough for every row of a loop.
 */
export const timeSlices = (sliceMs: number) => {
  let started = performance.now();
  const restart = () => {
    started = performance.now();
  };
  return {
    due: () => performance.now() - started >= sliceMs,
    next: async () => {
      await nextTurn();
      restart();
    },
    /** A new turn began elsewhere (after an await): count this one from now. */
    restart,
  };
};
