// Reset password from an e-mailed link: a valid, unexpired, unused token sets the password and ends all sessions.
import { apiMessages } from '../../shared/messages';
import type * as z from 'zod';
import type { resetPasswordRequest } from '../../shared/schemas/auth';
import { Invalid, InvalidFields } from '../platform/errors';
import { getUser } from '../data/users';
import { passwordProblems } from './password-rules';
import { hashPassword } from './passwords';
import { decodeUid, isResetTokenValid } from './reset-tokens';
import { endEverySession } from './sessions';

/** Sets the password of the link's account (`uidb64` and `token`, its path) and ends every session. */
export async function resetPassword(
  uidb64: string,
  token: string,
  input: z.infer<typeof resetPasswordRequest>,
): Promise<{ message: string }> {
  const userId = decodeUid(uidb64);
  const user = userId ? await getUser(userId) : undefined;
  if (!user || !(await isResetTokenValid(user, token))) throw new Invalid(apiMessages.resetLinkInvalid, 'error');
  if (input.password !== input.password2) throw InvalidFields.field('password', apiMessages.passwordsDontMatch);
  const problems = await passwordProblems(input.password, user);
  if (problems.length > 0) throw new InvalidFields({ password: problems });

  await endEverySession(user.userId, Date.now(), { password_hash: await hashPassword(input.password) });
  return { message: apiMessages.passwordReset };
}
