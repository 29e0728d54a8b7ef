/** Knobs, from the environment; the defaults are what the README's figures were measured with. */
export const options = {
  /** Runs per figure; each figure is the median of its runs. */
  runs: Number(process.env.BENCH_RUNS ?? 5),
  /** Length of one load run, in seconds. */
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  warmupSeconds: 2,
  /** The search typed into the tools list (3+ characters). */
  search: process.env.BENCH_SEARCH ?? 'hammer',
  build: process.env.BENCH_SKIP_BUILD !== '1',
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE !== '1',
};
