// Small helpers for the benchmarks: percentiles and a timer.
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i] as number;
}

export function summary(xs: readonly number[]): { n: number; p50: number; p99: number; mean: number } {
  return { n: xs.length, p50: round(percentile(xs, 50)), p99: round(percentile(xs, 99)), mean: round(xs.reduce((a, b) => a + b, 0) / xs.length) };
}

export function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}
