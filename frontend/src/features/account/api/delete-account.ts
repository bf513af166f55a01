// DELETE /auth/account/delete/: removes the account and all its data (SPEC.md §7); the server revokes the tokens.
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf } from '@/lib/call-api';

export const deleteAccount = () => callApi('deleteAccount');

export function useDeleteAccount() {
  return useSWRMutation(pathOf('deleteAccount'), () => deleteAccount());
}
