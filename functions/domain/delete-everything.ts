// Account deletion (docs/ACCOUNTS.md "Account deletion", S48), in this order:
// 1. the tombstone (`deleting_since` on the profile, tokens_valid_after now): every token is refused from here on, the
//    account reads as gone (sign-in, mails, webhooks), and a write of a request that checked the account earlier
//    is refused once its check is older than WRITE_FENCE_MS (platform/write-fence.ts);
// 2. the person's Stripe customers deleted (cancel-on-deletion.ts), before the sweep removes what names them;
// 3. the sweep: the partition page by page (with the rows it notes outside it: checkout and billing sessions,
//    customer links; a chat session's messages), then the person's objects in both buckets;
// 4. a wait until LATE_WRITE_MS after the tombstone: a write that passed its check before the tombstone has landed;
// 5. Stripe and the sweep again, which take whatever those late writes left;
// 6. the username and e-mail freed, and the profile (with its tombstone) last.
// Every step is idempotent: a failure is retried at once, and a deletion that still did not finish (the Lambda's time
// ran out, S3 was down) is finished by the next sign-in with the right password (functions/auth/delete-account.ts).
import { withRetry, pause } from '../platform/retry';
import { LATE_WRITE_MS } from '../platform/write-fence';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { objectKeys } from '../providers/storage/object-keys';
import type { PaymentsProvider } from '../providers/payments/payments-port';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { clearWindows } from '../data/rate-limits';
import { sweepPartition } from '../data/user-partition';
import { deleteUserRecord, getUserEvenIfDeleting, markDeleting, releaseEmail, releaseUsername, type UserRecord } from '../data/users';
import { closePaymentsOnDeletion } from './cancel-on-deletion';

/** Each bucket with the prefix that holds a user's objects there. */
export interface UserObjects {
  storage: ObjectStorage;
  prefixOf: (userId: string) => string;
}

export const userObjectsInBuckets = (): UserObjects[] => [
  { storage: imagesStorage(), prefixOf: objectKeys.imagePrefix },
  { storage: exportsStorage(), prefixOf: objectKeys.downloadPrefix },
  // Files uploaded for import share the exports bucket (the app's transfers) under their own prefix.
  { storage: exportsStorage(), prefixOf: objectKeys.importPrefix },
  // A share link's encrypted files too (docs/SHARING.md "Revocation and expiry").
  { storage: exportsStorage(), prefixOf: objectKeys.sharesPrefix },
];

export interface DeletionDeps {
  objects: UserObjects[];
  /** Stripe (or a test's fake); left out, the configured provider. */
  payments?: PaymentsProvider;
}

/**
 * Throttle windows keyed by the account's id (functions/auth): deleted with it, not left to expire. A new per-account
 * throttle either keys by the hashed id (as core/person-limits.ts does) or joins this list; the S48 test finds it.
 */
export const PER_ACCOUNT_THROTTLES = ['password', 'reset-mail', 'verify-mail', 'register-notice'] as const;

/** A failed step (a throttled table, S3 briefly away) is tried again at once: 3 attempts, 0.2 s then 0.4 s apart. */
const STEP_RETRY = { attempts: 3, baseMs: 100 } as const;

/** Every row of the partition but the profile (import jobs first), what its rows note outside it, and the throttles. */
async function sweepTable(userId: string): Promise<void> {
  await sweepPartition(userId);
  await clearWindows(PER_ACCOUNT_THROTTLES.map((name) => `${name}:${userId}`));
}

/** The table, then the objects: an image or export written while the rows went is still caught. */
async function sweep(user: UserRecord, deps: DeletionDeps): Promise<void> {
  await withRetry(() => closePaymentsOnDeletion(user, deps.payments), STEP_RETRY);
  await withRetry(() => sweepTable(user.userId), STEP_RETRY);
  await withRetry(() => Promise.all(deps.objects.map(({ storage, prefixOf }) => storage.deletePrefix(prefixOf(user.userId)))), STEP_RETRY);
}

/**
 * Deletes the account and everything of it, or resumes a deletion that did not finish (the tombstone is kept: the
 * final sweep still waits LATE_WRITE_MS from the first one). Resolves once nothing of the person is left.
 */
export async function deleteEverythingOf(user: UserRecord, deps: DeletionDeps = { objects: userObjectsInBuckets() }): Promise<void> {
  const asked = Date.now();
  const since = await markDeleting(user.userId, asked);
  if (since === undefined) return; // gone already: another run finished it
  // Counted from when the tombstone was surely in the table: this run's write answered, or a first run's tombstone.
  const tombstoned = since === asked ? Date.now() : since;
  await sweep(user, deps);
  const late = tombstoned + LATE_WRITE_MS - Date.now();
  if (late > 0) await pause(late);
  await sweep(user, deps);
  // The claims last but one, the profile last: until then a rerun finds the names to free.
  const current = (await getUserEvenIfDeleting(user.userId)) ?? user;
  await withRetry(
    () => Promise.all([releaseUsername(current.username, user.userId), releaseEmail(current.email, user.userId)]),
    STEP_RETRY,
  );
  await withRetry(() => deleteUserRecord(user.userId), STEP_RETRY);
}
