// Account deletion: every item of the user is removed and the username and e-mail are free again.
import { apiMessages } from '../../shared/messages';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { deleteEverythingOf } from '../domain/delete-everything';
import { cancelSubscriptionOnDeletion } from '../domain/cancel-on-deletion';

export async function deleteAccount(request: ApiRequest): Promise<ApiResult> {
  // Before the data goes: the subscription state is what names the subscription to cancel.
  await cancelSubscriptionOnDeletion(request.user!.userId);
  await deleteEverythingOf(request.user!);
  return { statusCode: 200, body: { message: apiMessages.accountDeleted } };
}
