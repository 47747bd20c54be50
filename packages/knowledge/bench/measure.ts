/** Median and 95th percentile of durations in milliseconds. */
export function summarize(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function timeMs(work: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function formatMs(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}
