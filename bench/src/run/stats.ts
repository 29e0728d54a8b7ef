/** Nearest-rank percentile of unsorted samples (p in 0…100); NaN for none. */
export const percentile = (samples: readonly number[], p: number) => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
};

export const median = (samples: readonly number[]) => percentile(samples, 50);
