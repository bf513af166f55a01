// Small timing helpers for the benchmark: run a call N times, report percentiles in ms.

export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export async function time(runs: number, call: () => Promise<unknown>, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), runs };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
