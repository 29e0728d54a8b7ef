/**
 * When the primary starts a new worker after one died (decision 0058). A worker that dies after
 * serving for a while is replaced at once. One that dies soon after it started is likely to do
 * it again (the database gone, a bad deployment), so the replacements wait longer each time, and
 * after a few such deaths in a row the primary gives up and says why, instead of forking in a
 * tight loop. Before any worker has ever listened nothing is retried: start-up itself fails
 * (port taken, database unreachable), as it did with one process.
 */

type RestartDecision = { restart: true; delayMs: number } | { restart: false; reason: string };

export type RestartPolicyOptions = {
  /** A worker that lived this long died of something else than its start. */
  stableAfterMs: number;
  /** Early deaths within this window count together. */
  windowMs: number;
  /** The wait before replacing the first early death; doubled for each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** This many early deaths within the window: give up. */
  maxEarlyDeaths: number;
};

export const RESTART_POLICY: RestartPolicyOptions = {
  stableAfterMs: 15_000,
  windowMs: 120_000,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
  maxEarlyDeaths: 5,
};

export type RestartPolicy = {
  /** A worker listens: the server can start, so a later death is a crash to recover from. */
  served: () => void;
  afterDeath: (death: { livedMs: number; at: number }) => RestartDecision;
};

export const createRestartPolicy = (
  options: RestartPolicyOptions = RESTART_POLICY,
): RestartPolicy => {
  let served = false;
  let earlyDeaths: number[] = [];
  return {
    served: () => {
      served = true;
    },
    afterDeath: ({ livedMs, at }) => {
      if (!served)
        return { restart: false, reason: 'a worker failed while the server was starting' };
      if (livedMs >= options.stableAfterMs) return { restart: true, delayMs: 0 };
      earlyDeaths = [...earlyDeaths.filter((time) => at - time < options.windowMs), at];
      const count = earlyDeaths.length;
      if (count >= options.maxEarlyDeaths) {
        return {
          restart: false,
          reason: `workers died within ${options.stableAfterMs / 1000} s of starting ${count} times in ${options.windowMs / 60_000} minutes`,
        };
      }
      const delayMs = Math.min(options.firstDelayMs * 2 ** (count - 1), options.maxDelayMs);
      return { restart: true, delayMs };
    },
  };
};
