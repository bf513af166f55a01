// Alarms, their topic and the dashboard on the synthesized template: what docs/OPERATIONS.md promises the people who run it.
import { Match } from 'aws-cdk-lib/assertions';
import { resourceGroups } from '../../shared/route-paths';
import { OPS_METRICS, OPS_NAMESPACE } from '../../shared/ops-metrics';
import { alarmThresholds } from '../../cdk/monitoring';
import { synthStack, templateText, type Synthesized } from './synth-stack';

jest.setTimeout(30_000);

type Alarm = { Properties: Record<string, unknown> & { Metrics?: { Id: string; Expression?: string; MetricStat?: unknown }[] } };

let synth: Synthesized;
beforeAll(() => {
  synth = synthStack({ context: { mailFrom: 'no-reply@health.example', alarmEmail: 'ops@health.example' } });
});

const alarms = () => Object.values(synth.template.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
const text = (value: unknown) => JSON.stringify(value) ?? '';
const topicId = () => synth.logicalId(synth.stack.monitoring.topic);
const alarmOn = (predicate: (alarm: Alarm) => boolean) => alarms().filter(predicate);
const plainMetric = (alarm: Alarm, namespace: string, name: string) =>
  alarm.Properties.Namespace === namespace && alarm.Properties.MetricName === name;
const usesMetric = (alarm: Alarm, namespace: string, name: string) =>
  text(alarm.Properties.Metrics).includes(`"Namespace":"${namespace}"`) &&
  text(alarm.Properties.Metrics).includes(`"MetricName":"${name}"`);

describe('alarm topic', () => {
  it('mails the alarmEmail context value and refuses publishers without TLS', () => {
    synth.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@health.example',
      TopicArn: { Ref: topicId() },
    });
    synth.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('subscribes no one when alarmEmail is absent', () => {
    const bare = synthStack({ context: { mailFrom: 'no-reply@health.example' } });
    bare.template.resourceCountIs('AWS::SNS::Topic', 1);
    bare.template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('refuses an alarmEmail that is not an address', () => {
    expect(() => synthStack({ context: { alarmEmail: 'ops team' } })).toThrow(/alarmEmail must hold plain e-mail addresses/);
  });
});

describe('alarms', () => {
  it('notify the topic on alarm and on recovery, and treat missing data as not breaching', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId() }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId() }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      expect(alarm.Properties.AlarmDescription).toContain('docs/OPERATIONS.md');
    }
  });

  it('watch the API 5xx rate: 5xx divided by Count of the HTTP API', () => {
    const [rate] = alarmOn((a) => usesMetric(a, 'AWS/ApiGateway', '5xx'));
    expect(rate).toBeDefined();
    expect(usesMetric(rate, 'AWS/ApiGateway', 'Count')).toBe(true);
    expect(rate.Properties.Metrics!.find((m) => m.Expression)!.Expression).toMatch(/100 \* part \/ whole/);
    expect(text(rate.Properties.Metrics)).toContain(synth.logicalId(synth.stack.api.httpApi));
    expect(rate.Properties).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 5 });
  });

  it("watch every group's function for errors and throttles", () => {
    for (const group of resourceGroups) {
      const fnId = synth.logicalId(synth.stack.api.functions.get(group)!);
      for (const name of ['Errors', 'Throttles']) {
        const found = alarmOn((a) => plainMetric(a, 'AWS/Lambda', name) && text(a.Properties.Dimensions).includes(fnId));
        expect({ group, name, count: found.length }).toEqual({ group, name, count: 1 });
      }
    }
  });

  it('watch the table for throttled requests and system errors', () => {
    const tableId = synth.logicalId(synth.stack.data.table);
    for (const name of ['ThrottledRequests', 'SystemErrors']) {
      const found = alarmOn((a) => usesMetric(a, 'AWS/DynamoDB', name));
      expect(found).toHaveLength(1);
      expect(text(found[0].Properties.Metrics)).toContain(tableId);
      expect(text(found[0].Properties.Metrics)).toContain('PutItem');
    }
  });

  it("watch the app's own metrics: AI provider failure rate and webhook failures (shared/ops-metrics.ts)", () => {
    const [ai] = alarmOn((a) => usesMetric(a, OPS_NAMESPACE, OPS_METRICS.aiProviderFailures));
    expect(usesMetric(ai, OPS_NAMESPACE, OPS_METRICS.aiProviderCalls)).toBe(true);
    expect(ai.Properties).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 20 });
    const webhook = alarmOn((a) => plainMetric(a, OPS_NAMESPACE, OPS_METRICS.webhookFailures));
    expect(webhook).toHaveLength(1);
    expect(webhook[0].Properties).toMatchObject({ Statistic: 'Sum', ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });
});

describe('failed sign-ins per account (issue 21)', () => {
  const authLogGroupId = () => {
    const auth = synth.stack.api.functions.get('auth')!;
    return synth.stack.getLogicalId(auth.logGroup.node.defaultChild as never);
  };

  it("counts the auth log group's sign-in-failed lines by their hashed account key, in a Contributor Insights rule", () => {
    const rules = Object.values(synth.template.findResources('AWS::CloudWatch::InsightRule')) as Alarm[];
    expect(rules).toHaveLength(1);
    expect(rules[0].Properties).toMatchObject({ RuleName: 'TestStack-sign-in-failures-by-account', RuleState: 'ENABLED' });
    const body = templateText(rules[0].Properties.RuleBody);
    const group = `<{"Ref":"${authLogGroupId()}"}>`;
    expect(JSON.parse(body.replace(group, 'AUTH_LOG_GROUP'))).toEqual({
      Schema: { Name: 'CloudWatchLogRule', Version: 1 },
      LogGroupNames: ['AUTH_LOG_GROUP'],
      LogFormat: 'JSON',
      Contribution: { Keys: ['$.account'], Filters: [{ Match: '$.event', In: ['sign-in-failed'] }] },
      AggregateOn: 'Count',
    });
  });

  it('alarms when the busiest account has more than 20 failures in 5 minutes, to the alarm topic', () => {
    const [alarm] = alarmOn((a) => text(a.Properties.Metrics).includes('INSIGHT_RULE_METRIC'));
    expect(alarm).toBeDefined();
    expect(alarm.Properties.Metrics).toEqual([
      expect.objectContaining({
        Expression: "INSIGHT_RULE_METRIC('TestStack-sign-in-failures-by-account', 'MaxContributorValue')",
        Period: 300,
        ReturnData: true,
      }),
    ]);
    expect(alarm.Properties).toMatchObject({
      Threshold: alarmThresholds.signInFailuresPerAccount,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      AlarmActions: [{ Ref: topicId() }],
    });
    expect(alarmThresholds.signInFailuresPerAccount).toBe(20);
    const [id] = Object.entries(synth.template.findResources('AWS::CloudWatch::Alarm')).find(([, a]) => a === alarm) ?? [];
    const ruleId = Object.keys(synth.template.findResources('AWS::CloudWatch::InsightRule'))[0];
    expect((synth.template.toJSON().Resources[id!] as { DependsOn?: string[] }).DependsOn).toContain(ruleId);
  });
});

describe('billing (issue 21)', () => {
  type Budget = {
    Properties: {
      Budget: Record<string, unknown>;
      NotificationsWithSubscribers: { Notification: Record<string, unknown>; Subscribers: unknown[] }[];
    };
  };
  const budgetOf = (s: Synthesized) => Object.values(s.template.findResources('AWS::Budgets::Budget')) as Budget[];

  it('sets a monthly cost budget that notifies the alarm topic at 80% actual and 100% forecast', () => {
    const budgets = budgetOf(synth);
    expect(budgets).toHaveLength(1);
    expect(budgets[0].Properties.Budget).toEqual({
      BudgetName: 'TestStack-monthly-cost',
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: 50, Unit: 'USD' },
    });
    expect(budgets[0].Properties.NotificationsWithSubscribers).toEqual([
      {
        Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
        Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId() } }],
      },
      {
        Notification: { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
        Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId() } }],
      },
    ]);
  });

  it('lets AWS Budgets (of this account only) publish to the topic', () => {
    synth.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'budgets.amazonaws.com' },
            Action: 'sns:Publish',
            Condition: Match.objectLike({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } }),
          }),
        ]),
      },
    });
  });

  it('takes the amount from the monthlyBudgetUsd context value, and refuses one that is not a positive number', () => {
    const custom = synthStack({ context: { mailFrom: 'no-reply@health.example', monthlyBudgetUsd: '120' } });
    expect(budgetOf(custom)[0].Properties.Budget.BudgetLimit).toEqual({ Amount: 120, Unit: 'USD' });
    expect(() => synthStack({ context: { monthlyBudgetUsd: 'lots' } })).toThrow(/monthlyBudgetUsd must be a positive number/);
  });
});

describe('dashboard', () => {
  it('draws the same figures: API, every function, the table, AI, webhooks and credits refused', () => {
    const [dashboard] = Object.values(synth.template.findResources('AWS::CloudWatch::Dashboard')) as Alarm[];
    const body = text(dashboard.Properties.DashboardBody);
    for (const title of ['API requests and 5xx', 'API latency p95', 'Function errors', 'Function throttles', 'Function duration p95']) {
      expect(body).toContain(title);
    }
    for (const metric of ['5xx', 'Count', 'Latency', 'ThrottledRequests', 'SystemErrors', 'ConsumedReadCapacityUnits']) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
    for (const metric of Object.values(OPS_METRICS).filter((m) => m !== 'Requests' && m !== 'Errors')) expect(body).toContain(metric);
    for (const group of resourceGroups) expect(body).toContain(`\\"label\\":\\"${group}\\"`);
    expect(body).toContain('alarm');
  });
});
