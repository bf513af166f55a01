// Logout ends this device's session only: the session of the tokens presented (access and / or refresh), at once.
// Sign-out everywhere ends every session of the person (tokens-valid-after), as a password change or reset does.
// Both answers tell the browser to drop its HTTP cache of this origin (Clear-Site-Data, added by handler.ts).
import { apiMessages } from '../../shared/messages';
import { userOfClaims } from '../core/authenticate';
import { verifyToken } from '../core/tokens';
import { deletePushSubscriptionsOf } from '../data/push-subscriptions';
import { endEverySession, endSession } from './sessions';

/** Ends the session the access token (the Authorization header's) and / or the refresh token name, if they still count. */
export async function logout(access: string | undefined, refresh: string | undefined): Promise<{ message: string }> {
  // The refresh token works after the access token expired; either names the session. One by one: once the first
  // has ended the session, the second (of the same session) is already refused and skipped.
  for (const claims of [access && (await verifyToken(access, 'access')), refresh && (await verifyToken(refresh, 'refresh'))]) {
    const user = claims ? await userOfClaims(claims) : undefined;
    if (!claims || !user) continue;
    // An access token from before sessions carried their family cannot be told apart: every session ends, as logout used to.
    if (claims.fam) await endSession(user, claims.fam);
    else await endEverySession(user.userId);
  }
  // The same answer either way: the client clears its storage regardless.
  return { message: apiMessages.loggedOut };
}

/** Every session ends, and every device's push subscription goes: a lost phone shows no more reminders (docs/REMINDERS.md). */
export async function logoutEverywhere(userId: string): Promise<{ message: string }> {
  await endEverySession(userId);
  await deletePushSubscriptionsOf(userId);
  return { message: apiMessages.signedOutEverywhere };
}
