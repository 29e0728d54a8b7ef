/**
 * The imports this process is running in the background. The app waits for them when it closes,
 * so no run is cut off between two of its batches by the pool going away.
 */
export const importRuns = () => {
  const running = new Set<Promise<void>>();
  return {
    start: (run: Promise<void>) => {
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    settled: () => Promise.allSettled([...running]).then(() => undefined),
  };
};

export type ImportRuns = ReturnType<typeof importRuns>;
