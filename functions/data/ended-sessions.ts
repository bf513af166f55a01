// Sessions ended one by one (logout on one device): listed on the user item, which authentication reads anyway,
// so refusing an ended session's access tokens costs no extra read per request.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { keys } from './keys';
import type { UserRecord } from './users';

/** Refuses one session's tokens (its family) until `untilMs`, and forgets ended sessions whose tokens have all expired. */
export async function revokeFamilyOf(user: UserRecord, family: string, untilMs: number, nowMs = Date.now()): Promise<void> {
  const key = keys.user(user.userId);
  // A nested SET needs the map to exist: create it first (idempotent, so a concurrent logout does no harm).
  if (!user.revoked_families) {
    await ifCondition(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET revoked_families = if_not_exists(revoked_families, :empty)',
          ExpressionAttributeValues: { ':empty': {} },
          ConditionExpression: 'attribute_exists(PK)',
        }),
      ),
    );
  }
  const expired = Object.entries(user.revoked_families ?? {})
    .filter(([id, until]) => until <= nowMs && id !== family)
    .map(([id]) => id);
  const names = Object.fromEntries([family, ...expired].map((id, i) => [`#f${i}`, id]));
  const remove = expired.length ? ' REMOVE ' + expired.map((_, i) => `revoked_families.#f${i + 1}`).join(', ') : '';
  await ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET revoked_families.#f0 = :until' + remove,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':until': untilMs },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/** True when the token's session was ended on its own (tokens from before families carry none). */
export const isFamilyRevoked = (user: Pick<UserRecord, 'revoked_families'>, family: string | undefined): boolean =>
  family !== undefined && user.revoked_families?.[family] !== undefined;
