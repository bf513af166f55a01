// What one invocation gathers for its closing log line and metrics (middleware.ts requestLog): its group, whether it
// was the function's first, when it started, the caller once known, and the metric values recorded on the way. Kept
// per invocation (AsyncLocalStorage): the local runtime runs many requests of many groups at once in one process.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OpsMetricName } from '../../shared/ops-metrics';

export type MetricUnit = 'Count' | 'Milliseconds';

/** One value recorded for the closing metrics (metrics.ts writes them); here, so the two modules form no cycle. */
export interface MetricValue {
  name: OpsMetricName;
  unit: MetricUnit;
  value: number;
}

export interface Invocation {
  group: string;
  coldStart: boolean;
  started: number;
  userId?: string;
  metrics: MetricValue[];
}

const scope = new AsyncLocalStorage<Invocation>();

/** Runs one invocation in its own scope. */
export function inInvocation<T>(start: Pick<Invocation, 'group' | 'coldStart'>, run: () => T): T {
  return scope.run({ ...start, started: Date.now(), metrics: [] }, run);
}

/** The running invocation; undefined outside one (unit tests calling domain code directly, CLIs). */
export function currentInvocation(): Invocation | undefined {
  return scope.getStore();
}

/** The caller's id, for the request line (hashed there); set once the token is verified. */
export function noteCaller(userId: string): void {
  const invocation = scope.getStore();
  if (invocation) invocation.userId = userId;
}
