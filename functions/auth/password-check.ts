// The password asked again of a signed-in person (change password, delete account), throttled per account as sign-in
// is: a stolen access token must not become a way to guess the password at scrypt's pace. 5 wrong answers in 15
// minutes refuse every try (right or wrong) for the rest of the window; a right answer clears the count.
import { apiMessages } from '../../shared/messages';
import { TooManyRequests } from '../core/http-error';
import { clearWindow, countHit, readWindow } from '../data/rate-limits';
import type { UserRecord } from '../data/users';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS } from './login';
import { verifyPassword } from './passwords';

/** True for the right password; a 429 once the account has had too many wrong ones. */
export async function passwordConfirmed(user: UserRecord, password: string): Promise<boolean> {
  const key = `password:${user.userId}`;
  const window = await readWindow(key, LOGIN_WINDOW_MS);
  if (window.count >= LOGIN_FAILURE_LIMIT) throw new TooManyRequests(window.retryAfterMs / 1000, apiMessages.passwordLocked);
  if (await verifyPassword(password, user.password_hash)) {
    if (window.count > 0) await clearWindow(key);
    return true;
  }
  await countHit(key, LOGIN_WINDOW_MS);
  return false;
}
