// User accounts in the table: the profile item (the entity `user`) and the username / e-mail claims (`nameClaim`) that
// keep both unique.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock, DateOrder, Gender } from '../../shared/schemas/auth';
import type { DrinkUnit } from '../../shared/nutrition';
import type { TargetNutrient } from '../../shared/nutrition-targets';
import { db, tableName } from './client';
import { allOrNothing } from './all-or-nothing';
import { ifCondition, onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys, type TableKey } from './keys';

export interface UserRecord {
  userId: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  groups: string[];
  date_joined: string;
  password_hash: string;
  /** Epoch ms: tokens issued at or before it are refused (sign-out everywhere, password change, reset, deletion). */
  tokens_valid_after: number;
  /** Sessions ended one by one (logout on one device): family id → epoch ms until which its tokens are refused. */
  revoked_families?: Record<string, number>;
  height_cm: number | null;
  weight_kg: number | null;
  /** Accounts from before birth years: the age as entered then. New writes store birth_year and clear it. */
  age: number | null;
  birth_year?: number | null;
  gender: Gender | null;
  /** Display preferences (docs/DATES.md): 'default' or an IANA zone, and the date order and clock; absent until chosen. */
  time_zone?: string | null;
  date_order?: DateOrder | null;
  clock?: Clock | null;
  /** The person's own daily nutrient targets (docs/NUTRITION.md "Your targets"); absent or {} = the defaults. */
  nutrition_targets?: Partial<Record<TargetNutrient, number>>;
  /** The drink unit alcohol is shown in; absent or null = the zone's default. */
  drink_unit?: DrinkUnit | null;
  /** When the current paid plan started or last renewed: its monthly periods count from here (domain/plan-period.ts). */
  plan_started_at?: string;
  stripe_customer_id?: string;
  stripe_subscription_id?: string;
  /** false from sign-up until the mailed link is followed; absent on accounts from before verification: they count as verified. */
  email_verified?: boolean;
  /**
   * Epoch ms: the account is being deleted (the tombstone, docs/ACCOUNTS.md "Account deletion"). From then on every
   * token is refused and getUser answers undefined, as for an account that is gone; only the deletion reads it.
   */
  deleting_since?: number;
  /** An e-mail change waiting for the link mailed to the new address (functions/auth/email-change.ts). */
  email_change?: EmailChange;
}

export interface EmailChange {
  email: string;
  /** SHA-256 (hex) of the link's secret: the table never holds a usable link. */
  token_hash: string;
  expires_at_ms: number;
}

export type ProfileFields = Partial<
  Pick<
    UserRecord,
    | 'username'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'height_cm'
    | 'weight_kg'
    | 'age'
    | 'birth_year'
    | 'gender'
    | 'time_zone'
    | 'date_order'
    | 'clock'
    | 'nutrition_targets'
    | 'drink_unit'
  >
>;

export const userEntity = defineEntity<UserRecord>()({ name: 'user', version: 1, expires: 'never' });

/** A username or e-mail (lower-cased in its key) held by one user, so no other account takes it. */
export interface NameClaim {
  userId: string;
}

export const nameClaimEntity = defineEntity<NameClaim>()({ name: 'nameClaim', version: 1, expires: 'never' });

/** Claims a key for a user; false when someone else holds it. Holding it already counts as success. */
async function claim(key: TableKey, userId: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: nameClaimEntity.toItem(key, { userId }),
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    ),
  );
}

/** Releases a claim only if this user still holds it (a rerun must never free someone else's name). */
async function release(key: TableKey, userId: string): Promise<void> {
  await ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    ),
  );
}

async function claimedBy(key: TableKey): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item && nameClaimEntity.fromItem(Item).userId;
}

export const claimUsername = (username: string, userId: string) => claim(keys.usernameClaim(username), userId);
export const claimEmail = (email: string, userId: string) => claim(keys.emailClaim(email), userId);
export const releaseUsername = (username: string, userId: string) => release(keys.usernameClaim(username), userId);
export const releaseEmail = (email: string, userId: string) => release(keys.emailClaim(email), userId);
export const findUserIdByUsername = (username: string) => claimedBy(keys.usernameClaim(username));
export const findUserIdByEmail = (email: string) => claimedBy(keys.emailClaim(email));

export async function createUser(user: UserRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: userEntity.toItem(keys.user(user.userId), user),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A name another account holds: the account is not created, and what this one claimed is released. */
class NameTaken extends Error {
  constructor(readonly outcome: 'username-taken' | 'email-taken') {
    super(outcome);
  }
}

const claimOrThrow = async (claimed: Promise<boolean>, outcome: NameTaken['outcome']) => {
  if (!(await claimed)) throw new NameTaken(outcome);
};

/**
 * Creates the account all or nothing: its username claimed, then its e-mail, then the profile. A name someone else
 * holds answers which one, and a failed write (a throttled table) is thrown; either way no claim of this sign-up is
 * left, so the name can sign up again. Each release is conditional on this user's id: someone else's name is never
 * freed.
 */
export async function createAccount(user: UserRecord): Promise<'created' | NameTaken['outcome']> {
  try {
    await allOrNothing([
      {
        write: () => claimOrThrow(claimUsername(user.username, user.userId), 'username-taken'),
        undo: () => releaseUsername(user.username, user.userId),
      },
      {
        write: () => claimOrThrow(claimEmail(user.email, user.userId), 'email-taken'),
        undo: () => releaseEmail(user.email, user.userId),
        // A claim that failed (not refused) may have landed all the same.
        undoWhenFailed: true,
      },
      { write: () => createUser(user), undo: () => deleteUserRecord(user.userId) },
    ]);
    return 'created';
  } catch (error) {
    if (error instanceof NameTaken) return error.outcome;
    throw error;
  }
}

/** The user, also while being deleted: only the deletion (and its resumption) reads an account in that state. */
export async function getUserEvenIfDeleting(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return Item && userEntity.fromItem(Item);
}

/** The user; undefined when there is none or it is being deleted (a tombstoned account no longer exists for anyone). */
export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const user = await getUserEvenIfDeleting(userId);
  return user?.deleting_since === undefined ? user : undefined;
}

/** What authentication checks on every request: whether the user's tokens still count. */
export type UserStanding = Pick<UserRecord, 'tokens_valid_after' | 'revoked_families' | 'deleting_since'>;

/**
 * The user's standing alone (a projection): what an action that starts alongside the user read needs from it. The
 * smaller item costs the table and the SDK less to read and decode on every list call than the whole profile.
 */
export async function getUserStanding(userId: string): Promise<UserStanding | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ProjectionExpression: 'tokens_valid_after, revoked_families, deleting_since',
    }),
  );
  return Item as UserStanding | undefined;
}

/** Sets the given attributes (null clears a value) on an existing user. */
export async function updateUser(userId: string, fields: Partial<UserRecord>): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET ' + entries.map((_, i) => `#f${i} = :v${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

/**
 * Writes the tombstone: every token issued until now is refused, and the account reads as gone. A rerun keeps the
 * first tombstone's time (the deletion's waits count from it). Answers the tombstone's time.
 */
export async function markDeleting(userId: string, nowMs = Date.now()): Promise<number | undefined> {
  const { Attributes } = await onConditionFailed(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET deleting_since = if_not_exists(deleting_since, :now), tokens_valid_after = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': nowMs },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    { Attributes: undefined },
  );
  return Attributes?.deleting_since as number | undefined;
}

/** Marks the address verified, only while it is still the one the link was made for; false when it changed meanwhile. */
export async function markEmailVerified(userId: string, email: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET email_verified = :yes',
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':yes': true, ':email': email },
      }),
    ),
  );
}

/**
 * Makes the waiting e-mail change: the new address, verified by its link, replaces the old one, only while both the
 * change (the same link) and the old address are still the user's and the account is not being deleted.
 */
export async function switchEmail(userId: string, from: string, change: EmailChange): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET email = :to, email_verified = :yes REMOVE email_change',
        ConditionExpression: 'email = :from AND email_change.token_hash = :hash AND attribute_not_exists(deleting_since)',
        ExpressionAttributeValues: { ':to': change.email, ':yes': true, ':from': from, ':hash': change.token_hash },
      }),
    ),
  );
}

/** Drops the waiting e-mail change if it is still the one with this link. */
export async function dropEmailChange(userId: string, tokenHash: string): Promise<void> {
  await ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE email_change',
        ConditionExpression: 'email_change.token_hash = :hash',
        ExpressionAttributeValues: { ':hash': tokenHash },
      }),
    ),
  );
}

export async function deleteUserRecord(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.user(userId) }));
}
