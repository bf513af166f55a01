// Reset password from an e-mailed link: a valid, unexpired, unused token sets the password and ends all sessions.
import { apiMessages } from '../../shared/messages';
import { resetPasswordRequest } from '../../shared/schemas/auth';
import { Invalid, InvalidFields } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import { getUser } from '../data/users';
import { passwordProblems } from './password-rules';
import { hashPassword } from './passwords';
import { decodeUid, isResetTokenValid } from './reset-tokens';
import { endEverySession } from './sessions';

export async function resetPassword(request: ApiRequest): Promise<ApiResult> {
  const input = parseBody(resetPasswordRequest, request.body);
  const userId = decodeUid(request.params.uidb64 ?? '');
  const user = userId ? await getUser(userId) : undefined;
  if (!user || !(await isResetTokenValid(user, request.params.token ?? ''))) throw new Invalid(apiMessages.resetLinkInvalid, 'error');
  if (input.password !== input.password2) throw InvalidFields.field('password', apiMessages.passwordsDontMatch);
  const problems = await passwordProblems(input.password, user);
  if (problems.length > 0) throw new InvalidFields({ password: problems });

  await endEverySession(user.userId, Date.now(), { password_hash: await hashPassword(input.password) });
  return { statusCode: 200, body: { message: apiMessages.passwordReset } };
}
