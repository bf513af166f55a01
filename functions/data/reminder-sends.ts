// What the reminders' scheduler stores besides the reminders (docs/REMINDERS.md "Scheduler"): the key of each send it
// made, claimed with a conditional put BEFORE the push goes out, so the same send is never made twice even when two
// runs overlap; and the marker of the last minute whose run finished, from which the next run catches up.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

/**
 * A send's key is kept 3 days: longer than any send can be retried (the catch-up reaches an hour back, a snooze two
 * days), short enough that the partition does not fill with them. In the person's partition, so account deletion
 * removes them.
 */
export const SENT_KEY_DAYS = 3;

export interface StoredSend {
  userId: string;
  reminder_id: string;
  send_key: string;
  /** When it was claimed (ISO): the send follows at once. */
  claimed_at: string;
}

export const reminderSendEntity = defineEntity<StoredSend>()({ name: 'reminder-send', version: 1, expires: 'always' });

/** Claims a send: true the first time for this key, false when a run (this one or another) already claimed it. */
export function claimSend(send: StoredSend, nowMs: number): Promise<boolean> {
  const expiresAt = Math.floor(nowMs / 1000) + SENT_KEY_DAYS * 86_400;
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: reminderSendEntity.toItem(keys.reminderSend(send.userId, send.send_key), send, expiresAt),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

interface SchedulerMarker {
  /** The last UTC minute (`2026-03-08T08:00`) all of whose reminders were done. */
  minute: string;
}

export const schedulerMarkerEntity = defineEntity<SchedulerMarker>()({ name: 'scheduler-marker', version: 1, expires: 'never' });

export async function lastMinuteRun(): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.schedulerMarker, ConsistentRead: true }));
  return Item && schedulerMarkerEntity.fromItem(Item).minute;
}

/** Moves the marker forward only: a slow run finishing after a later one never moves it back. */
export function markMinuteRun(minute: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: schedulerMarkerEntity.toItem(keys.schedulerMarker, { minute }),
        ConditionExpression: 'attribute_not_exists(PK) OR #minute < :minute',
        ExpressionAttributeNames: { '#minute': 'minute' },
        ExpressionAttributeValues: { ':minute': minute },
      }),
    ),
  );
}
