// POST /auth/password/change/: changes the password from the profile page (SPEC.md §7); answers {message}.
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const PASSWORD_CHANGE_PATH = '/auth/password/change/';

export const changePassword = (body: PasswordChange) => api.post<{ message: string }>(PASSWORD_CHANGE_PATH, body);

export function useChangePassword() {
  return useSWRMutation(PASSWORD_CHANGE_PATH, (_path: string, { arg }: { arg: PasswordChange }) => changePassword(arg));
}
