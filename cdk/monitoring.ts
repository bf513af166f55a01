// Alarms to one SNS topic (e-mailed when alarmEmail is given), a dashboard of the same figures, failed sign-ins per
// account (Contributor Insights) and the month's AWS bill (a budget); docs/OPERATIONS.md says what each alarm means
// and what to do.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  CfnInsightRule,
  ComparisonOperator,
  type Dashboard,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
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
  /** The auth function's log group, where each failed sign-in is one `"event":"sign-in-failed"` line (functions/auth). */
  signInLogs: ILogGroup;
  /** The month's cost, in US dollars, past which the budget notifies the topic (cdk/settings.ts monthlyBudgetUsd). */
  monthlyBudgetUsd: number;
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
  /**
   * Reminder sends that failed in five minutes (a push service answering 5xx or 429, a reminder the run could not
   * finish): one is a push service's hiccup that the repeat covers; ten is reminders not arriving.
   */
  reminderSendFailures: 10,
  /**
   * Failed sign-ins for one account in five minutes. A person who mistypes is throttled after a few tries and waits
   * (docs/ACCOUNTS.md); twenty is a guesser, or several, working on one account, whatever addresses they come from.
   */
  signInFailuresPerAccount: 20,
  /** The budget notifies when the month's actual cost passes 80% of it, and when AWS forecasts it will pass 100%. */
  budgetActualPercent: 80,
  budgetForecastPercent: 100,
} as const;

/** The Contributor Insights rule's definition: failed sign-ins counted per hashed account key. */
export function signInFailuresRule(logGroupName: string) {
  return {
    Schema: { Name: 'CloudWatchLogRule', Version: 1 },
    LogGroupNames: [logGroupName],
    LogFormat: 'JSON',
    Contribution: { Keys: ['$.account'], Filters: [{ Match: '$.event', In: ['sign-in-failed'] }] },
    AggregateOn: 'Count',
  };
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Tend alarms', enforceSSL: true });
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
    this.count(
      'ReminderSendFailures',
      f.reminderSendFailures,
      alarmThresholds.reminderSendFailures,
      `${alarmThresholds.reminderSendFailures} or more reminder sends failed in 5 minutes`,
    );
    this.signInFailures(props.signInLogs);
    this.budget(props.monthlyBudgetUsd);

    this.dashboard = opsDashboard(this, 'Dashboard', f, this.alarms);
  }

  /**
   * An attack on one account raises no rate alarm (a few guesses a minute from many addresses): Contributor Insights
   * counts the failed sign-ins of each account key (a hash, never the username) and the alarm fires when the busiest
   * account passes the threshold in five minutes. The rule's top contributors name the key to look for in the logs.
   */
  private signInFailures(logGroup: ILogGroup): void {
    const ruleName = `${Stack.of(this).stackName}-sign-in-failures-by-account`;
    const rule = new CfnInsightRule(this, 'SignInFailuresByAccount', {
      ruleName,
      ruleState: 'ENABLED',
      ruleBody: Stack.of(this).toJsonString(signInFailuresRule(logGroup.logGroupName)),
    });
    const busiest = new MathExpression({
      expression: `INSIGHT_RULE_METRIC('${ruleName}', 'MaxContributorValue')`,
      usingMetrics: {},
      period: Duration.minutes(5),
      label: 'Failed sign-ins of the busiest account',
    });
    const alarm = this.alarm(
      'SignInFailuresPerAccount',
      busiest,
      alarmThresholds.signInFailuresPerAccount,
      `More than ${alarmThresholds.signInFailuresPerAccount} failed sign-ins for one account in 5 minutes`,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
      1,
      1,
    );
    alarm.node.addDependency(rule);
  }

  /**
   * A budget on the account's monthly cost, notifying the alarm topic. AWS Budgets rather than an alarm on
   * AWS/Billing EstimatedCharges: that metric exists only in us-east-1 and only once billing alerts are switched on
   * by hand, while a budget needs neither, works from the app's region, and also warns on AWS's forecast.
   */
  private budget(monthlyBudgetUsd: number): void {
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:budgets::${stack.account}:*` },
        },
      }),
    );
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number): CfnBudget.NotificationWithSubscribersProperty => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
    });
    const budget = new CfnBudget(this, 'MonthlyCost', {
      budget: {
        budgetName: `${stack.stackName}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        notify('ACTUAL', alarmThresholds.budgetActualPercent),
        notify('FORECASTED', alarmThresholds.budgetForecastPercent),
      ],
    });
    // The topic's policy must let Budgets publish before the budget checks its subscriber.
    budget.node.addDependency(this.topic);
  }

  /** A percentage above the threshold in two of three periods. */
  private rate(id: string, metric: IMetric, threshold: number, description: string): void {
    this.alarm(id, metric, threshold, description, ComparisonOperator.GREATER_THAN_THRESHOLD, 3, 2);
  }

  /** A count reaching the threshold in one period. */
  private count(id: string, metric: IMetric, threshold: number, description: string): void {
    this.alarm(id, metric, threshold, description, ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD, 1, 1);
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, ...rest: [ComparisonOperator, number, number]): Alarm {
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
    return alarm;
  }
}
