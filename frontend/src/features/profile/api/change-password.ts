// POST /auth/password/change/: changes the password from the profile page (SPEC.md §7). The server ends every
// other session and answers {message, access, refresh}: this session carries on with the new pair.
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { storeTokens } from '@/lib/token-storage';

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const PASSWORD_CHANGE_PATH = '/auth/password/change/';

interface PasswordChanged {
  message: string;
  access?: string;
  refresh?: string;
}

export async function changePassword(body: PasswordChange): Promise<PasswordChanged> {
  const answer = await api.post<PasswordChanged>(PASSWORD_CHANGE_PATH, body);
  if (answer.access) storeTokens(answer.access, answer.refresh);
  return answer;
}

export function useChangePassword() {
  return useSWRMutation(PASSWORD_CHANGE_PATH, (_path: string, { arg }: { arg: PasswordChange }) => changePassword(arg));
}
