// POST /auth/password/change/: changes the password from the profile page (docs/PRODUCT.md §7). The server ends every
// other session and answers {message, access, refresh}: this session carries on with the new pair.
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf, type BodyOf } from '@/lib/call-api';
import { storeTokens } from '@/lib/token-storage';
import * as authOps from '@/lib/operations/auth.generated';

export type PasswordChange = BodyOf<'changePassword'>;

export async function changePassword(body: PasswordChange) {
  const answer = await callApi(authOps.changePassword, { body });
  if (answer.access) storeTokens(answer.access, answer.refresh);
  return answer;
}

export function useChangePassword() {
  return useSWRMutation(pathOf(authOps.changePassword), (_path: string, { arg }: { arg: PasswordChange }) => changePassword(arg));
}
