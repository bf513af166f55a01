// Logout: every token of the user issued so far stops working (tokens-valid-after), even if the access token expired.
import { apiMessages } from '../../shared/messages';
import { logoutRequest } from '../../shared/schemas/auth';
import { bearerToken, userOfToken } from '../core/authenticate';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { updateUser } from '../data/users';
import { endSession } from './sessions';

export async function logout(request: ApiRequest): Promise<ApiResult> {
  const { refresh } = request.body === undefined ? { refresh: undefined } : parseBody(logoutRequest, request.body);
  const access = bearerToken(request.headers);
  const user = (access && (await userOfToken(access, 'access'))) || (refresh && (await userOfToken(refresh, 'refresh'))) || undefined;
  if (user) {
    await updateUser(user.userId, { tokens_valid_after: Date.now() });
    if (refresh) await endSession(refresh);
  }
  // The same answer either way: the client clears its storage regardless.
  return { statusCode: 200, body: { message: apiMessages.loggedOut } };
}
