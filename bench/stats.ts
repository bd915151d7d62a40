/** Summary statistics of a series of samples: the median and the 95th percentile. */

/** The middle value; for an even count, the mean of the two middle values. */
export function median(samples: readonly number[]): number {
  const sorted = sortedCopy(samples);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The nearest-rank 95th percentile: the smallest sample that at least 95 % of the samples do not exceed. */
export function p95(samples: readonly number[]): number {
  return percentile(samples, 95);
}

export function percentile(samples: readonly number[], rank: number): number {
  const sorted = sortedCopy(samples);
  const index = Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1);
  return sorted[index] ?? Number.NaN;
}

export function max(samples: readonly number[]): number {
  return samples.length === 0 ? Number.NaN : Math.max(...samples);
}

function sortedCopy(samples: readonly number[]): number[] {
  return [...samples].sort((a, b) => a - b);
}
