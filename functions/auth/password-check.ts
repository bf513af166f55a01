// The password asked again of a signed-in person (change password, delete account, change username or e-mail),
// throttled per account as sign-in is: a stolen access token must not become a way to guess the password at scrypt's
// pace. Each try is counted BEFORE the hash (one conditional ADD that refuses at the limit), so concurrent requests get
// at most 5 hashes in 15 minutes; past that every try (right or wrong) is refused for the rest of the window. A right
// answer clears the count.
import { apiMessages } from '../../shared/messages';
import { TooMany } from '../platform/errors';
import { hashedUserId } from '../platform/log';
import { clearWindow, takeAttempt } from '../data/rate-limits';
import type { UserRecord } from '../data/users';
import { verifyPassword } from './passwords';

export const PASSWORD_CHECK_LIMIT = 5;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

/** True for the right password; a 429 once the account has had too many tries in the window. */
export async function passwordConfirmed(user: UserRecord, password: string): Promise<boolean> {
  // The hashed id, so nothing of a deleted person's id stays behind in the counter (S48).
  const key = `password:${hashedUserId(user.userId)}`;
  const attempt = await takeAttempt(key, PASSWORD_CHECK_LIMIT, PASSWORD_CHECK_WINDOW_MS);
  if (!attempt.allowed) throw new TooMany(attempt.retryAfterMs / 1000, apiMessages.passwordLocked);
  if (!(await verifyPassword(password, user.password_hash))) return false;
  await clearWindow(key);
  return true;
}
