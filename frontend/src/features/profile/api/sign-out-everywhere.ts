// POST /auth/logout/all/: ends every session of the person, on all devices, this one included (docs/ACCOUNTS.md).
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf } from '@/lib/call-api';

export const signOutEverywhere = () => callApi('logOutEverywhere');

export function useSignOutEverywhere() {
  return useSWRMutation(pathOf('logOutEverywhere'), () => signOutEverywhere());
}
