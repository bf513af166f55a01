// DELETE /auth/account/delete/: removes the account and all its data (SPEC.md §7); the server revokes the tokens.
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

const ACCOUNT_DELETE_PATH = '/auth/account/delete/';

export const deleteAccount = () => api.delete<{ message?: string }>(ACCOUNT_DELETE_PATH);

export function useDeleteAccount() {
  return useSWRMutation(ACCOUNT_DELETE_PATH, () => deleteAccount());
}
