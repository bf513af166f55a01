// Sign-in with username and password, throttled per account: 5 failures in 15 minutes lock it for the rest of the window.
import { apiMessages } from '../../shared/messages';
import { tokenRequest } from '../../shared/schemas/auth';
import { TooManyRequests, Unauthorized } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { clearWindow, countHit, readWindow } from '../data/rate-limits';
import { findUserIdByUsername, getUser } from '../data/users';
import { finishDeletionOnSignIn } from './delete-account';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { startSession } from './sessions';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export async function login(request: ApiRequest): Promise<ApiResult> {
  const { username, password } = parseBody(tokenRequest, request.body);
  // Keyed by the name typed, known or not, so a lock-out says nothing about which accounts exist.
  const throttleKey = `login:${username.toLowerCase()}`;
  const window = await readWindow(throttleKey, LOGIN_WINDOW_MS);
  if (window.count >= LOGIN_FAILURE_LIMIT) throw new TooManyRequests(window.retryAfterMs / 1000, apiMessages.loginLocked);

  const userId = await findUserIdByUsername(username);
  const user = userId ? await getUser(userId) : undefined;
  // An account whose deletion did not finish reads as gone; its owner's sign-in finishes the deletion (delete-account.ts).
  if (userId && !user) await finishDeletionOnSignIn(userId, password);
  const valid = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password).then(() => false);
  if (!user || !valid) {
    await countHit(throttleKey, LOGIN_WINDOW_MS);
    throw new Unauthorized(apiMessages.loginFailed);
  }
  if (window.count > 0) await clearWindow(throttleKey);
  return { statusCode: 200, body: await startSession(user.userId) };
}
