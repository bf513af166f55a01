// Logout ends this device's session only: the session of the tokens presented (access and / or refresh), at once.
// Sign-out everywhere ends every session of the person (tokens-valid-after), as a password change or reset does.
// Both tell the browser to drop its HTTP cache of this origin (Clear-Site-Data: "cache"), so a shared computer keeps
// no photo or answer of the person's (ASVS 14.3.1). Not "storage" or "cookies": the page clears its own storage, and
// what marks a device that signed in before (S45) is meant to outlive a logout.
import { apiMessages } from '../../shared/messages';
import { logoutRequest } from '../../shared/schemas/auth';
import { bearerToken, userOfClaims } from '../core/authenticate';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { verifyToken } from '../core/tokens';
import { parseBody } from '../platform/validate';
import { endEverySession, endSession } from './sessions';

/** What the browser is to clear of this origin when a session ends. */
const CLEAR_SITE_DATA = { 'Clear-Site-Data': '"cache"' };

export async function logout(request: ApiRequest): Promise<ApiResult> {
  const { refresh } = request.body === undefined ? { refresh: undefined } : parseBody(logoutRequest, request.body);
  const access = bearerToken(request.headers);
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
  return { statusCode: 200, headers: CLEAR_SITE_DATA, body: { message: apiMessages.loggedOut } };
}

export async function logoutEverywhere(request: ApiRequest): Promise<ApiResult> {
  await endEverySession(request.user!.userId);
  return { statusCode: 200, headers: CLEAR_SITE_DATA, body: { message: apiMessages.signedOutEverywhere } };
}
