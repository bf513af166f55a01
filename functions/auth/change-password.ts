// Password change: checks the current password, ends every other session, and hands this one fresh tokens.
import { apiMessages } from '../../shared/messages';
import type * as z from 'zod';
import type { passwordChangeRequest, passwordChangeResponse } from '../../shared/schemas/auth';
import { InvalidFields } from '../platform/errors';
import type { UserRecord } from '../data/users';
import { passwordProblems } from './password-rules';
import { passwordConfirmed } from './password-check';
import { hashPassword } from './passwords';
import { endEverySession, startSession } from './sessions';

export async function changePassword(
  user: UserRecord,
  input: z.infer<typeof passwordChangeRequest>,
): Promise<z.infer<typeof passwordChangeResponse>> {
  if (!(await passwordConfirmed(user, input.current_password))) {
    throw InvalidFields.field('current_password', apiMessages.currentPasswordWrong);
  }
  if (input.new_password !== input.confirm_password) throw InvalidFields.field('new_password', apiMessages.newPasswordsDontMatch);
  const problems = await passwordProblems(input.new_password, user);
  if (problems.length > 0) throw new InvalidFields({ new_password: problems });

  const now = Date.now();
  await endEverySession(user.userId, now, { password_hash: await hashPassword(input.new_password) });
  const tokens = await startSession(user.userId, now + 1);
  return { message: apiMessages.passwordChanged, ...tokens };
}
