/** Order statistics for benchmark samples (milliseconds). */
export function stats(samples: number[]): { median: number; p90: number; p99: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p90: at(0.9), p99: at(0.99), min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}

export const ms = (value: number) => value.toFixed(2).padStart(8);
