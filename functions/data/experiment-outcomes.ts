// The claim on an outcome by its one experiment (docs/EXPERIMENTS.md "One experiment per outcome"): an item of the
// person's partition keyed by the outcome, put only when none is there or the one there is free (its experiment's
// planned end has passed). dynalite has no transactions, so the claim is what makes "two running experiments on one
// outcome" impossible when two creates arrive at once: one conditional put wins, the other is a 409. Stop and delete
// release it, only if that experiment still holds it.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

export interface OutcomeClaim {
  /** The experiment holding the outcome. */
  experiment_id: string;
  /** Epoch ms from which the claim is free by itself: the start of the day after the plan's last, in its zone. */
  free_from: number;
  /** Epoch ms when it was taken: a claim whose experiment was never written is stale only after a while. */
  taken_at: number;
}

export const outcomeClaimEntity = defineEntity<OutcomeClaim>()({ name: 'experimentOutcome', version: 1, expires: 'never' });

/** Takes the outcome when no claim is there or the one there is free at `now`; false when another holds it. */
export const claimOutcome = (userId: string, outcomeKey: string, claim: OutcomeClaim, now: number): Promise<boolean> =>
  ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: outcomeClaimEntity.toItem(keys.experimentOutcome(userId, outcomeKey), claim),
        ConditionExpression: 'attribute_not_exists(PK) OR free_from <= :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );

/** Takes over a stale claim: only if `holder` still holds it (two takers of one stale claim: one wins). */
export const takeOverOutcome = (userId: string, outcomeKey: string, claim: OutcomeClaim, holder: string): Promise<boolean> =>
  ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: outcomeClaimEntity.toItem(keys.experimentOutcome(userId, outcomeKey), claim),
        ConditionExpression: 'experiment_id = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    ),
  );

export async function outcomeClaim(userId: string, outcomeKey: string): Promise<OutcomeClaim | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.experimentOutcome(userId, outcomeKey), ConsistentRead: true }),
  );
  return Item ? outcomeClaimEntity.fromItem(Item) : undefined;
}

/** Frees the outcome if this experiment holds it (never another's claim); false when it did not. */
export const releaseOutcome = (userId: string, outcomeKey: string, experimentId: string): Promise<boolean> =>
  ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.experimentOutcome(userId, outcomeKey),
        ConditionExpression: 'experiment_id = :me',
        ExpressionAttributeValues: { ':me': experimentId },
      }),
    ),
  );
