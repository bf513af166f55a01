// n-of-1 experiments (the entity `experiment`, docs/EXPERIMENTS.md "Routes"), in the person's partition under
// EXPERIMENT#<ulid>: account deletion, which empties the partition, removes them. The seed of the random order is drawn
// when the plan is made and stored with it, so the schedule never changes. One with `remind_at` is in the reminders'
// due index (GSI2, `DUE#<UTC minute>#<shard>`, docs/REMINDERS.md "Scheduler") at its next day's send, so the same
// minutely run sends it; stopping it takes it out, deleting it removes it with the item.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DesignRequest, OutcomeRequest } from '../../shared/schemas/experiments';
import type { InterventionKind } from '../../shared/experiments';
import { db, tableName } from './client';
import { getItems } from './batch-get';
import { ifCondition, onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';
import { dueShardOf, type ReminderRef } from './reminders';

export interface StoredExperiment {
  id: string;
  title: string;
  intervention: { kind: InterventionKind; what: string };
  outcome: OutcomeRequest;
  design: DesignRequest;
  start_date: string;
  timezone: string;
  /** The allocation's seed (hex); never answered. */
  seed: string;
  created_at: string;
  /** Set when the person ends it early; null while it runs to its planned end. */
  stopped_at: string | null;
  /** The local time ('HH:MM') of each plan day's push, in `timezone`; absent when the person wants none. */
  remind_at?: string;
  /** The next day's send (ISO, UTC), and so its minute in the due index; absent when none is left. Never answered. */
  next_send_at?: string;
}

export const experimentEntity = defineEntity<StoredExperiment>()({ name: 'experiment', version: 1, expires: 'never' });

/** The due index's keys for a send at `nextSendAt` (the item holds no user id, so they are built here, not by the entity). */
const dueKeys = (userId: string, id: string, nextSendAt: string) => ({
  GSI2PK: keys.dueIndexPartition(nextSendAt.slice(0, 16), dueShardOf(id)),
  GSI2SK: keys.dueIndexSort(userId, id),
});

export async function putExperiment(userId: string, experiment: StoredExperiment): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...experimentEntity.toItem(keys.experiment(userId, experiment.id), experiment),
        ...(experiment.next_send_at ? dueKeys(userId, experiment.id, experiment.next_send_at) : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getExperiment(userId: string, id: string): Promise<StoredExperiment | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.experiment(userId, id), ConsistentRead: true }));
  return Item ? experimentEntity.fromItem(Item) : undefined;
}

/** Every experiment of the person, newest first. */
export async function listExperiments(userId: string): Promise<StoredExperiment[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.experimentPrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => experimentEntity.fromItem(item));
}

/** Marks it stopped (a second stop keeps the first time); undefined when there is no such experiment. */
export async function markStopped(userId: string, id: string, now: string): Promise<StoredExperiment | undefined> {
  const answer = await onConditionFailed(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.experiment(userId, id),
        // Out of the due index too: a stopped experiment sends nothing more.
        UpdateExpression: 'SET stopped_at = :now REMOVE next_send_at, GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK) AND attribute_type(stopped_at, :null)',
        ExpressionAttributeValues: { ':now': now, ':null': 'NULL' },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    undefined,
  );
  return answer?.Attributes ? experimentEntity.fromItem(answer.Attributes) : getExperiment(userId, id);
}

/** The experiment removed (its outcome's claim is released next); undefined when the person has no such experiment. */
export async function removeExperiment(userId: string, id: string): Promise<StoredExperiment | undefined> {
  const answer = await onConditionFailed(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.experiment(userId, id),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    ),
    undefined,
  );
  return answer?.Attributes ? experimentEntity.fromItem(answer.Attributes) : undefined;
}

/** An experiment the due index named (a ReminderRef whose entity is 'experiment'), with whose it is. */
export interface DueExperiment {
  userId: string;
  experiment: StoredExperiment;
}

/** The experiments `refs` name, read consistently; a deleted one is absent (the scheduler's sender, send-chunk.ts). */
export async function experimentsByRef(refs: readonly ReminderRef[]): Promise<DueExperiment[]> {
  const items = await getItems(refs.map((ref) => keys.experiment(ref.userId, ref.id)));
  return items.map((item) => ({ userId: keys.userOfPartition(item.PK as string), experiment: experimentEntity.fromItem(item) }));
}

/**
 * The scheduler's write after a day's send: the next day's send (and its index minute), or none when the plan has no
 * day left, only if the experiment is still indexed at the send read: a stop meanwhile took it out, and stays out.
 */
export function moveExperimentSend(userId: string, experiment: StoredExperiment, nextSendAt: string | undefined): Promise<boolean> {
  const read = experiment.next_send_at;
  const condition = read
    ? { ConditionExpression: 'attribute_exists(PK) AND next_send_at = :read', values: { ':read': read } }
    : { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(next_send_at)', values: {} };
  const update = nextSendAt
    ? {
        UpdateExpression: 'SET next_send_at = :next, GSI2PK = :pk, GSI2SK = :sk',
        values: {
          ':next': nextSendAt,
          ':pk': dueKeys(userId, experiment.id, nextSendAt).GSI2PK,
          ':sk': dueKeys(userId, experiment.id, nextSendAt).GSI2SK,
        },
      }
    : { UpdateExpression: 'REMOVE next_send_at, GSI2PK, GSI2SK', values: {} };
  const values = { ...condition.values, ...update.values };
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.experiment(userId, experiment.id),
        ConditionExpression: condition.ConditionExpression,
        UpdateExpression: update.UpdateExpression,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }),
    ),
  );
}

/**
 * A new day's push time (or none), with the next day's send it gives (and its index minute), only while the experiment
 * is not stopped: a stop meanwhile keeps it out of the index. A scheduler's move of the old send then finds
 * `next_send_at` changed and writes nothing. The experiment as now stored; undefined when it was stopped or deleted.
 */
export async function setRemindAt(
  userId: string,
  id: string,
  remindAt: string | undefined,
  nextSendAt: string | undefined,
): Promise<StoredExperiment | undefined> {
  const update =
    remindAt && nextSendAt
      ? {
          UpdateExpression: 'SET remind_at = :at, next_send_at = :next, GSI2PK = :pk, GSI2SK = :sk',
          values: {
            ':at': remindAt,
            ':next': nextSendAt,
            ':pk': dueKeys(userId, id, nextSendAt).GSI2PK,
            ':sk': dueKeys(userId, id, nextSendAt).GSI2SK,
          },
        }
      : remindAt
        ? { UpdateExpression: 'SET remind_at = :at REMOVE next_send_at, GSI2PK, GSI2SK', values: { ':at': remindAt } }
        : { UpdateExpression: 'REMOVE remind_at, next_send_at, GSI2PK, GSI2SK', values: {} };
  const answer = await onConditionFailed(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.experiment(userId, id),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: 'attribute_exists(PK) AND attribute_type(stopped_at, :null)',
        ExpressionAttributeValues: { ':null': 'NULL', ...update.values },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    undefined,
  );
  return answer?.Attributes ? experimentEntity.fromItem(answer.Attributes) : undefined;
}
