// Sign-in with username and password. Each try is counted before its hash, per username and per client address with
// waits that grow instead of a lock (sign-in-throttle.ts); a browser that signed in to the account before shows its
// device token and is limited on its own (device-tokens.ts). A success leaves (or renews) that token.
import { apiMessages } from '../../shared/messages';
import type * as z from 'zod';
import type { tokenRequest, TokenResponse } from '../../shared/schemas/auth';
import { NotSignedIn } from '../platform/errors';
import { findUserIdByUsername, getUser } from '../data/users';
import { addressGroup } from './address-group';
import { finishDeletionOnSignIn } from './delete-account';
import { deviceCookieAfterSignIn, deviceTokenFor } from './device-tokens';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { logSignInFailed } from './sign-in-log';
import { SignInThrottled, takeSignInAttempt, type HeldAttempt } from './sign-in-throttle';

/** Where a sign-in comes from: the client's address, the device tokens its cookie holds (deviceCookieTokens), the request. */
export interface SignInFrom {
  address: string;
  deviceTokens: string[];
  requestId: string;
}

/** The session's tokens and the device cookie's new value (its Set-Cookie), or NotSignedIn / SignInThrottled. */
export async function login(
  { username, password }: z.infer<typeof tokenRequest>,
  { address, deviceTokens, requestId }: SignInFrom,
): Promise<{ tokens: TokenResponse; deviceCookie: string }> {
  const userId = await findUserIdByUsername(username);
  const device = userId ? await deviceTokenFor(userId, deviceTokens) : undefined;
  let held: HeldAttempt;
  try {
    held = await takeSignInAttempt(username, addressGroup(address), device);
  } catch (error) {
    if (error instanceof SignInThrottled) logSignInFailed(requestId, username, { reason: 'throttled', scope: error.scope });
    throw error;
  }

  const user = userId ? await getUser(userId) : undefined;
  // An account whose deletion did not finish reads as gone; its owner's sign-in finishes the deletion (delete-account.ts).
  if (userId && !user) await finishDeletionOnSignIn(userId, password);
  const valid = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password).then(() => false);
  if (!user || !valid) {
    logSignInFailed(requestId, username, { reason: 'password' });
    throw new NotSignedIn(apiMessages.loginFailed);
  }
  await held.succeeded();
  const tokens = await startSession(user.userId);
  return { tokens, deviceCookie: await deviceCookieAfterSignIn(user.userId, deviceTokens, device) };
}
