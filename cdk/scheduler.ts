// The reminders' scheduler (docs/REMINDERS.md "Scheduler"): a Lambda of its own (functions/scheduler/handler.ts) that an
// EventBridge rule invokes every minute. It reads the minute's reminders from the due index (GSI2) only, claims and
// sends pushes with the VAPID private key, mails the fallback as the configured sender, and moves each reminder on.
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { FunctionNeeds } from './function-needs';
import { grantNeeds, type Resources } from './grants';
import { finishLambda, lambdaProps } from './lambda-defaults';

export interface SchedulerProps {
  /** What functions/platform/config.ts requires at cold start (APP_URL is added once the distribution exists). */
  environment: Record<string, string>;
  resources: Resources;
}

export const schedulerSettings = {
  // A run reads thousands of reminders at 64 at a time, waiting mostly on DynamoDB and the push services; 1 GB buys
  // the CPU for the engine's checks and web-push's encryption (docs/PERFORMANCE.md "Scheduler").
  memoryMb: 1024,
  // Longer than a minute, so a busy minute (08:00) finishes; the next run overlaps it safely (sends are claimed).
  timeoutSeconds: 5 * 60,
  // No retry of a failed run: the next minute's run catches up the minutes since the last that finished.
  retryAttempts: 0,
} as const;

/**
 * Reads: the due index (GSI2) for the minute's reminders, GSI1 for the entries that settle a send, the person's
 * partition for answers and devices (Query), the marker and the person (GetItem). Writes: a send's claim and the marker
 * (PutItem), a reminder's next send (UpdateItem), a device a push service says is gone (DeleteItem). No Scan, no batch.
 */
export const schedulerNeeds: FunctionNeeds = {
  table: { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], index: true, dueIndex: true },
  // The notification's answer token is signed with the app's JWT secret (functions/domain/reminders/answer-token.ts).
  jwtSecret: true,
  mail: true,
  vapid: 'send',
};

export class SchedulerFunction extends NodejsFunction {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: SchedulerProps) {
    const defaults = lambdaProps(scope, id, {
      description: "Reminders' scheduler: sends the minute's due reminders (functions/scheduler/handler.ts)",
      entry: 'functions/scheduler/handler.ts',
      environment: props.environment,
      memoryMb: schedulerSettings.memoryMb,
      timeoutSeconds: schedulerSettings.timeoutSeconds,
    });
    super(scope, id, { ...defaults, retryAttempts: schedulerSettings.retryAttempts });
    finishLambda(this, defaults.role, defaults.logGroup);
    // Push off (no vapidPublicKey): no device can subscribe, so no private key is made or read; reminders are mailed.
    const needs = props.resources.vapidPublicKey ? schedulerNeeds : { ...schedulerNeeds, vapid: undefined };
    grantNeeds(this, needs, props.resources);
    this.rule = new Rule(scope, `${id}EveryMinute`, {
      description: 'Runs the reminders\' scheduler each minute (docs/REMINDERS.md "Scheduler")',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this, { retryAttempts: 0 })],
    });
  }
}
