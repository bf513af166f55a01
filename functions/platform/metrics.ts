// The app's own CloudWatch metrics (shared/ops-metrics.ts) in embedded metric format (EMF): values recorded during
// an invocation and written as one JSON log line at its end, which CloudWatch Logs turns into metrics. Written here
// rather than with Powertools' Metrics: with its Logger it put the ai bundle over the 300 KB bar, and alone it added
// ~10 ms to the ai group's import (docs/OPERATIONS.md "Logs and metrics" has the measurements).
import { OPS_NAMESPACE, type OpsMetricName } from '../../shared/ops-metrics';
import { logEnabled, logOutput } from './log';
import { currentInvocation, type MetricUnit, type MetricValue } from './invocation';

/**
 * Adds a value to the running invocation's metrics. Outside an invocation (tests and operator CLIs calling domain code
 * directly, with only TABLE_NAME set) nothing is recorded: every deployed caller is an API invocation.
 */
export function recordMetric(name: OpsMetricName, value = 1, unit: MetricUnit = 'Count'): void {
  currentInvocation()?.metrics.push({ name, unit, value });
}

/**
 * The EMF object for some values: each metric published with the given dimensions AND with none, since the alarms
 * and the dashboard read the app-wide totals (no dimension). A metric recorded more than once sends its values as a
 * list, which CloudWatch counts as that many data points. `properties` are searchable in Logs Insights, not metrics.
 */
export function emfRecord(
  values: readonly MetricValue[],
  dimensions: Record<string, string>,
  properties: Record<string, unknown> = {},
  timestamp = Date.now(),
): Record<string, unknown> {
  const byName = new Map<OpsMetricName, { unit: MetricUnit; values: number[] }>();
  for (const { name, unit, value } of values) {
    const entry = byName.get(name) ?? { unit, values: [] };
    entry.values.push(value);
    byName.set(name, entry);
  }
  const names = Object.keys(dimensions);
  const metrics = [...byName].map(([name, { unit }]) => ({ Name: name, Unit: unit }));
  const figures = Object.fromEntries(
    [...byName].map(([name, entry]) => [name, entry.values.length === 1 ? entry.values[0] : entry.values]),
  );
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [{ Namespace: OPS_NAMESPACE, Dimensions: names.length ? [names, []] : [[]], Metrics: metrics }],
    },
    ...properties,
    ...dimensions,
    ...figures,
  };
}

/** One EMF line on stdout (Lambda sends it to CloudWatch Logs); none at LOG_LEVEL error or silent, or with no values. */
export function writeMetrics(
  values: readonly MetricValue[],
  dimensions: Record<string, string>,
  properties?: Record<string, unknown>,
): void {
  if (values.length === 0 || !logEnabled('info')) return;
  logOutput().log(JSON.stringify(emfRecord(values, dimensions, properties)));
}
