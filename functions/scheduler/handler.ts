// The reminders' scheduler Lambda (docs/REMINDERS.md "Scheduler"; cdk/scheduler.ts): an EventBridge rule invokes it
// every minute; it runs the minute the event names (its `time`, so a late invocation still runs its own minute and the
// ones missed), sending a quiet minute itself and handing a busy one's chunks to the sender function (send-handler.ts,
// named by SCHEDULER_SENDER_FUNCTION), and publishes what it sent and what failed as metrics the alarm reads.
import type { Context, ScheduledEvent } from 'aws-lambda';
import { OPS_DIMENSIONS, OPS_METRICS } from '../../shared/ops-metrics';
import { config } from '../platform/config';
import { writeMetrics } from '../platform/metrics';
import { reminderSender } from '../providers/jobs/start-reminder-sender';
import { sesMail } from '../providers/mail/ses-mail';
import { runScheduler } from './run';

config(); // a missing or invalid variable fails the cold start, naming it

const mail = sesMail();
const senderFunction = config().SCHEDULER_SENDER_FUNCTION;
const startSender = senderFunction ? reminderSender(senderFunction) : undefined;

export async function handler(event: Pick<ScheduledEvent, 'time'>, context: Pick<Context, 'awsRequestId'>): Promise<void> {
  const t = Date.parse(event.time);
  const summary = await runScheduler(Number.isNaN(t) ? Date.now() : t, { mail, now: Date.now, startSender });
  writeMetrics(
    [
      { name: OPS_METRICS.reminderSends, unit: 'Count', value: summary.sent },
      { name: OPS_METRICS.reminderSendFailures, unit: 'Count', value: summary.failedSends + summary.failedReminders },
    ],
    { [OPS_DIMENSIONS.group]: 'scheduler' },
    { requestId: context.awsRequestId },
  );
}
