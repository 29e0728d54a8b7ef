/**
 * Runs `work` every `everyMs`, one round at a time: a round still under way when the next is due
 * is joined, not doubled. The timer does not keep the process alive. `now` runs (or joins) a
 * round at once; `stop` ends the rounds and waits for the one under way. A round's failure is
 * the work's to handle: here it only ends that round.
 */
export const repeatEvery = (everyMs: number, work: () => Promise<unknown>) => {
  let running: Promise<void> | undefined;
  const now = () =>
    (running ??= work()
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void now(), everyMs);
  timer.unref();
  return {
    now,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
