/** Knobs, from the environment; the defaults are what the README's figures were measured with. */
export const options = {
  /** Runs per figure; each figure is the median of its runs. */
  runs: Number(process.env.BENCH_RUNS ?? 5),
  /** Length of one load run, in seconds. */
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  warmupSeconds: 1,
  /**
   * Searches typed into the tools list (3+ characters, comma-separated): a common word (about
   * 8 % of the tools match "hammer") and a rarer one (one catalogue item in 49, "rugby"), so that
   * both ways the server answers a search are measured.
   */
  searches: (process.env.BENCH_SEARCH ?? 'hammer,rugby')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean),
  build: process.env.BENCH_SKIP_BUILD !== '1',
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE !== '1',
  /**
   * Only these parts (comma-separated keys: growth, list, dashboard, sse, export, import, bulk, plans,
   * bundle, lighthouse, repeat-visit), for quicker runs while working on one figure; all when unset.
   */
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean),
};
