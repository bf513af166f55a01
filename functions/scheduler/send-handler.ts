// The reminders' sender Lambda (docs/REMINDERS.md "Scheduler"; cdk/scheduler.ts): the minutely run (handler.ts)
// hands it one chunk of a busy minute's reminders, asynchronously. It sends them (send-chunk.ts) and publishes what
// it sent and what failed. When a reminder failed it throws at the end, so Lambda runs the event again (twice, a
// minute or two apart): the sends already made are claimed and the reminders already moved on are passed over, so
// only what failed is tried again; after the retries the event is dropped and the sender's errors alarm says so.
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { OPS_DIMENSIONS, OPS_METRICS } from '../../shared/ops-metrics';
import { config } from '../platform/config';
import { writeMetrics } from '../platform/metrics';
import { sesMail } from '../providers/mail/ses-mail';
import type { SenderEvent } from '../providers/jobs/start-reminder-sender';
import { sendChunk } from './send-chunk';

config(); // a missing or invalid variable fails the cold start, naming it

const mail = sesMail();

const senderEvent: z.ZodType<SenderEvent> = z.object({
  minute: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/),
  reminders: z.array(z.object({ userId: z.string().min(1), id: z.string().min(1), entity: z.literal('experiment').optional() })).max(1_000),
});

export async function handler(event: unknown, context: Pick<Context, 'awsRequestId'>): Promise<void> {
  const { minute, reminders } = senderEvent.parse(event);
  const counts = await sendChunk(minute, reminders, { mail, now: Date.now });
  writeMetrics(
    [
      { name: OPS_METRICS.reminderSends, unit: 'Count', value: counts.sent },
      { name: OPS_METRICS.reminderSendFailures, unit: 'Count', value: counts.failedSends + counts.failedReminders },
    ],
    { [OPS_DIMENSIONS.group]: 'scheduler' },
    { requestId: context.awsRequestId },
  );
  if (counts.failedReminders > 0)
    throw new Error(`${counts.failedReminders} of ${reminders.length} reminders failed in ${minute}; retried`);
}
