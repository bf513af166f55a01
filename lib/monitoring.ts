// Alarms to one SNS topic (e-mailed when alarmEmail is given) and a dashboard of the same figures; docs/OPERATIONS.md
// says what each alarm means and what to do.
import { Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type Dashboard, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { pascalCase } from './api';
import { opsDashboard } from './dashboard';
import type { OpsFigures } from './ops-figures';

export interface MonitoringProps {
  figures: OpsFigures;
  /** Where alarm notifications go; none subscribed when absent (the topic still exists). */
  alarmEmail?: string;
}

/**
 * Alarm thresholds, each over five-minute periods. A personal app sees few requests, so the rates need two bad
 * periods out of three before they page anyone; a failing function, a throttle or a DynamoDB system error
 * is worth a look at once.
 */
export const alarmThresholds = {
  api5xxPercent: 5,
  aiFailurePercent: 20,
  functionErrors: 1,
  functionThrottles: 1,
  tableThrottles: 1,
  tableSystemErrors: 1,
  webhookFailures: 1,
} as const;

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Health tracker alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and figures, no user data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key would cost more than the topic.',
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const f = props.figures;
    this.rate('Api5xxRate', f.api5xxRate, alarmThresholds.api5xxPercent, 'More than 5% of API requests answered 5xx');
    for (const [group, figures] of f.functions) {
      const name = pascalCase(group);
      this.count(
        `${name}FunctionErrors`,
        figures.errors,
        alarmThresholds.functionErrors,
        `The ${group} function failed (crash, timeout, init)`,
      );
      this.count(`${name}FunctionThrottles`, figures.throttles, alarmThresholds.functionThrottles, `The ${group} function was throttled`);
    }
    this.count('TableThrottles', f.tableThrottles, alarmThresholds.tableThrottles, 'DynamoDB throttled requests to the table');
    this.count('TableSystemErrors', f.tableSystemErrors, alarmThresholds.tableSystemErrors, 'DynamoDB answered with system errors');
    this.rate('AiFailureRate', f.aiFailureRate, alarmThresholds.aiFailurePercent, 'More than 20% of AI provider calls failed');
    this.count('WebhookFailures', f.webhookFailures, alarmThresholds.webhookFailures, 'A Stripe webhook event could not be applied');

    this.dashboard = opsDashboard(this, 'Dashboard', f, this.alarms);
  }

  /** A percentage above the threshold in two of three periods. */
  private rate(id: string, metric: IMetric, threshold: number, description: string): void {
    this.alarm(id, metric, threshold, description, ComparisonOperator.GREATER_THAN_THRESHOLD, 3, 2);
  }

  /** A count reaching the threshold in one period. */
  private count(id: string, metric: IMetric, threshold: number, description: string): void {
    this.alarm(id, metric, threshold, description, ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD, 1, 1);
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, ...rest: [ComparisonOperator, number, number]) {
    const [comparisonOperator, evaluationPeriods, datapointsToAlarm] = rest;
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods,
      datapointsToAlarm,
      // No data means nothing happened: no requests, no AI calls, no webhooks.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description}. What to do: docs/OPERATIONS.md.`,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
