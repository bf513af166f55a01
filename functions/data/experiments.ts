// n-of-1 experiments (the entity `experiment`, docs/EXPERIMENTS.md "Routes"), in the person's partition under
// EXPERIMENT#<ulid>: account deletion, which empties the partition, removes them. The seed of the random order is drawn
// when the plan is made and stored with it, so the schedule never changes.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DesignRequest, OutcomeRequest } from '../../shared/schemas/experiments';
import type { InterventionKind } from '../../shared/experiments';
import { db, tableName } from './client';
import { onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';

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
}

export const experimentEntity = defineEntity<StoredExperiment>()({ name: 'experiment', version: 1, expires: 'never' });

export async function putExperiment(userId: string, experiment: StoredExperiment): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: experimentEntity.toItem(keys.experiment(userId, experiment.id), experiment),
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
        UpdateExpression: 'SET stopped_at = :now',
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
