// The figures the people who run the app watch: built once here, so the alarms and the dashboard show the same series.
import { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { OPS_METRICS, OPS_NAMESPACE, type OpsMetricName } from '../shared/ops-metrics';

/** Every figure is summed (or averaged) over five minutes unless an alarm says otherwise. */
export const period = Duration.minutes(5);

/** The operations the functions call (tableItemActions in cdk/grants.ts, and the transactions built from them). */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/** A metric or an expression of metrics: both can be relabelled for a graph (`.with({ label })`). */
export type Figure = Metric | MathExpression;

export interface FunctionFigures {
  errors: Figure;
  throttles: Figure;
  duration: Figure;
}

export interface OpsFigures {
  apiRequests: Figure;
  api5xx: Figure;
  /** Percent of requests answered 5xx; 0 when there were none. */
  api5xxRate: Figure;
  apiLatencyP95: Figure;
  /** Each resource group's function, and the import job's (`import-job`), by name. */
  functions: Map<string, FunctionFigures>;
  tableThrottles: Figure;
  tableSystemErrors: Figure;
  tableReadUnits: Figure;
  tableWriteUnits: Figure;
  aiCalls: Figure;
  aiFailures: Figure;
  /** Percent of AI provider calls that failed; 0 when there were none. */
  aiFailureRate: Figure;
  aiLatencyP95: Figure;
  webhookFailures: Figure;
  creditsRefused: Figure;
  /** Reminder sends the scheduler made (pushed or mailed). */
  reminderSends: Figure;
  /** Reminder sends no device took, and reminders a scheduler run could not finish. */
  reminderSendFailures: Figure;
}

/** One of the app's own metrics (shared/ops-metrics.ts), without dimension: the whole app's total. */
export function appMetric(name: OpsMetricName, statistic = 'Sum'): Metric {
  return new Metric({ namespace: OPS_NAMESPACE, metricName: name, statistic, period });
}

/** `100 * part / whole`, 0 when nothing happened: an idle period is not a failure. */
function percent(part: Figure, whole: Figure, label: string): MathExpression {
  return new MathExpression({
    expression: 'IF(whole > 0, 100 * part / whole, 0)',
    usingMetrics: { part, whole },
    label,
    period,
  });
}

export function opsFigures(api: HttpApi, functions: ReadonlyMap<string, IFunction>, table: ITable): OpsFigures {
  const apiRequests = api.metricCount({ period, statistic: 'Sum' });
  const api5xx = api.metricServerError({ period, statistic: 'Sum' });
  const aiCalls = appMetric(OPS_METRICS.aiProviderCalls);
  const aiFailures = appMetric(OPS_METRICS.aiProviderFailures);
  return {
    apiRequests,
    api5xx,
    api5xxRate: percent(api5xx, apiRequests, 'API 5xx (% of requests)'),
    apiLatencyP95: api.metricLatency({ period, statistic: 'p95' }),
    functions: new Map(
      [...functions].map(([group, fn]) => [
        group,
        {
          errors: fn.metricErrors({ period, statistic: 'Sum' }),
          throttles: fn.metricThrottles({ period, statistic: 'Sum' }),
          duration: fn.metricDuration({ period, statistic: 'p95' }),
        },
      ]),
    ),
    // A sum over several operations is a MathExpression; the interface only says IMetric.
    tableThrottles: table.metricThrottledRequestsForOperations({ operations: tableOperations, period }) as MathExpression,
    tableSystemErrors: table.metricSystemErrorsForOperations({ operations: tableOperations, period }) as MathExpression,
    tableReadUnits: table.metricConsumedReadCapacityUnits({ period }),
    tableWriteUnits: table.metricConsumedWriteCapacityUnits({ period }),
    aiCalls,
    aiFailures,
    aiFailureRate: percent(aiFailures, aiCalls, 'AI provider failures (% of calls)'),
    aiLatencyP95: appMetric(OPS_METRICS.aiProviderLatency, 'p95'),
    webhookFailures: appMetric(OPS_METRICS.webhookFailures),
    creditsRefused: appMetric(OPS_METRICS.creditsRefused),
    reminderSends: appMetric(OPS_METRICS.reminderSends),
    reminderSendFailures: appMetric(OPS_METRICS.reminderSendFailures),
  };
}
