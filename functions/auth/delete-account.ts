// Account deletion: asks for the password (a deleted account cannot be restored), then every item of the user is
// removed and the username and e-mail are free again. A missing or wrong password deletes nothing.
import { apiMessages } from '../../shared/messages';
import { deleteAccountRequest } from '../../shared/schemas/auth';
import { ValidationError } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { deleteEverythingOf } from '../domain/delete-everything';
import { cancelSubscriptionOnDeletion } from '../domain/cancel-on-deletion';
import { passwordConfirmed } from './password-check';

export async function deleteAccount(request: ApiRequest): Promise<ApiResult> {
  const user = request.user!;
  // No body at all says the same as an empty one: the password is missing.
  const { password } = parseBody(deleteAccountRequest, request.body ?? {});
  if (!(await passwordConfirmed(user, password))) throw ValidationError.field('password', apiMessages.deletePasswordWrong);
  // Before the data goes: the subscription state is what names the subscription to cancel.
  await cancelSubscriptionOnDeletion(user.userId);
  await deleteEverythingOf(user);
  return { statusCode: 200, body: { message: apiMessages.accountDeleted } };
}
