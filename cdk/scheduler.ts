// The reminders' scheduler (docs/REMINDERS.md "Scheduler"): a Lambda of its own (functions/scheduler/handler.ts) that an
// EventBridge rule invokes every minute, and a sender Lambda (functions/scheduler/send-handler.ts) it hands each chunk
// of a busy minute to. The minutely run reads the minute's reminders from the due index (GSI2) only; it and the
// senders claim and send pushes with the VAPID private key, mail the fallback as the configured sender, and move each
// reminder on.
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
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
 * A sender's reads: its chunk's reminders (BatchGetItem), GSI1 for the entries that settle a send, the person's
 * partition for answers and devices (Query), the person (GetItem). Writes: a send's claim (PutItem), a reminder's next
 * send (UpdateItem), a device a push service says is gone (DeleteItem). No Scan, no batch write, not the due index.
 */
export const senderNeeds: FunctionNeeds = {
  table: { actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], index: true },
  // The notification's answer token is signed with the app's JWT secret (functions/domain/reminders/answer-token.ts).
  jwtSecret: true,
  mail: true,
  vapid: 'send',
};

/**
 * The minutely run does a sender's work for a quiet minute itself, and reads the due index (GSI2) and its marker
 * (GetItem, PutItem) besides; it starts the senders (lambda:InvokeFunction on the sender alone, granted below).
 */
export const schedulerNeeds: FunctionNeeds = { ...senderNeeds, table: { ...senderNeeds.table!, dueIndex: true } };

export const senderSettings = {
  // A chunk (SEND_CHUNK, 250 reminders) takes seconds; a minute leaves room for slow push services and a cold start.
  timeoutSeconds: 60,
  // Lambda runs a failed chunk twice more (about 1 and 2 minutes later): its sends are claimed, so only what failed goes.
  retryAttempts: 2,
  // A chunk still queued after this (throttled: the account's concurrency is spent) is dropped: its reminders are
  // an hour late by then (CATCH_UP_MINUTES); the throttles and errors alarms say so.
  maxEventAgeSeconds: 60 * 60,
} as const;

/** Grants the VAPID secret only when push is on (a vapidPublicKey): without it no device subscribes; reminders are mailed. */
const withPush = (needs: FunctionNeeds, resources: Resources): FunctionNeeds =>
  resources.vapidPublicKey ? needs : { ...needs, vapid: undefined };

export class SchedulerSenderFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: SchedulerProps) {
    const defaults = lambdaProps(scope, id, {
      description: "Reminders' sender: sends one chunk of a busy minute (functions/scheduler/send-handler.ts)",
      entry: 'functions/scheduler/send-handler.ts',
      environment: props.environment,
      memoryMb: schedulerSettings.memoryMb,
      timeoutSeconds: senderSettings.timeoutSeconds,
    });
    // No reserved concurrency (as cdk/import-job.ts): a new account could not reserve any; a throttled chunk waits in
    // Lambda's queue (maxEventAge) and the throttles alarm says so.
    super(scope, id, {
      ...defaults,
      retryAttempts: senderSettings.retryAttempts,
      maxEventAge: Duration.seconds(senderSettings.maxEventAgeSeconds),
    });
    finishLambda(this, defaults.role, defaults.logGroup);
    grantNeeds(this, withPush(senderNeeds, props.resources), props.resources);
  }
}

export class SchedulerFunction extends NodejsFunction {
  readonly rule: Rule;
  readonly sender: SchedulerSenderFunction;

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
    grantNeeds(this, withPush(schedulerNeeds, props.resources), props.resources);
    this.sender = new SchedulerSenderFunction(scope, `${id}Sender`, props);
    this.addEnvironment('SCHEDULER_SENDER_FUNCTION', this.sender.functionName);
    // Not grantInvoke: that adds `<arn>:*` (versions and aliases, which are never invoked) and a wildcard finding.
    this.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sender.functionArn] }));
    this.rule = new Rule(scope, `${id}EveryMinute`, {
      description: 'Runs the reminders\' scheduler each minute (docs/REMINDERS.md "Scheduler")',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this, { retryAttempts: 0 })],
    });
  }
}
