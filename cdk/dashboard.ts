// The CloudWatch dashboard: the alarms' states first, then the figures behind them (cdk/ops-figures.ts), one row per part.
import { Alarm, AlarmStatusWidget, Dashboard, GraphWidget, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Figure, FunctionFigures, OpsFigures } from './ops-figures';

const height = 6;

function graph(title: string, left: IMetric[], right: IMetric[] = [], width = 8): GraphWidget {
  return new GraphWidget({ title, left, right, width, height });
}

export function opsDashboard(scope: Construct, id: string, f: OpsFigures, alarms: Alarm[]): Dashboard {
  const perGroup = (pick: (figures: FunctionFigures) => Figure) =>
    [...f.functions].map(([group, figures]) => pick(figures).with({ label: group }));
  const rows: IWidget[][] = [
    [new AlarmStatusWidget({ title: 'Alarms', alarms, width: 24, height: 4 })],
    [
      graph('API requests and 5xx', [f.apiRequests.with({ label: 'requests' }), f.api5xx.with({ label: '5xx' })]),
      graph('API 5xx (% of requests)', [f.api5xxRate]),
      graph('API latency p95 (ms)', [f.apiLatencyP95.with({ label: 'p95' })]),
    ],
    [
      graph(
        'Function errors',
        perGroup((g) => g.errors),
      ),
      graph(
        'Function throttles',
        perGroup((g) => g.throttles),
      ),
      graph(
        'Function duration p95 (ms)',
        perGroup((g) => g.duration),
      ),
    ],
    [
      // Two sums over the same operations share metric ids, so they cannot share a graph.
      graph('DynamoDB throttled requests', [f.tableThrottles.with({ label: 'throttled' })]),
      graph('DynamoDB system errors', [f.tableSystemErrors.with({ label: 'system errors' })]),
      graph('DynamoDB consumed capacity', [
        f.tableReadUnits.with({ label: 'read units' }),
        f.tableWriteUnits.with({ label: 'write units' }),
      ]),
    ],
    [
      graph(
        'AI provider calls and failures',
        [f.aiCalls.with({ label: 'calls' }), f.aiFailures.with({ label: 'failures' })],
        [f.aiFailureRate],
        6,
      ),
      graph('AI provider latency p95 (ms)', [f.aiLatencyP95.with({ label: 'p95' })], [], 6),
      graph('Stripe webhook failures', [f.webhookFailures.with({ label: 'failures' })], [], 6),
      graph('Credits refused', [f.creditsRefused.with({ label: 'refused' })], [], 6),
    ],
    [
      graph(
        'Reminder sends and failures',
        [f.reminderSends.with({ label: 'sent' }), f.reminderSendFailures.with({ label: 'failed' })],
        [],
        12,
      ),
    ],
  ];
  // Named, so docs/OPERATIONS.md can say where to find it.
  return new Dashboard(scope, id, { dashboardName: `${Stack.of(scope).stackName}-operations`, widgets: rows });
}
