// DELETE /auth/account/delete/ with the password: removes the account and all its data (docs/PRODUCT.md §7); the server
// ends every session, a wrong password answers 400 {password: [...]} and deletes nothing.
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

export const deleteAccount = (password: string) => callApi(authOps.deleteAccount, { body: { password } });

export function useDeleteAccount() {
  return useSWRMutation(pathOf(authOps.deleteAccount), (_path: string, { arg }: { arg: string }) => deleteAccount(arg));
}
