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
  return timing(samples);
}

/**
 * Times two calls in turn (a, b, a, b, …) after warming both: a ratio of their p50s then compares them under the
 * same machine state (JIT tiers reached, caches warm, the same load from other processes), which timing one series
 * after the other did not (the first series ran colder and on a different moment of a busy machine).
 */
export async function timePair(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>, warmup: number) {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, call] of [a, b].entries()) {
      const started = performance.now();
      await call();
      samples[index].push(performance.now() - started);
    }
  }
  return { a: timing(samples[0]), b: timing(samples[1]) };
}

export function timing(samples: number[]): Timing {
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), runs: samples.length };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
