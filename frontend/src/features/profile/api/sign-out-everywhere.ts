// POST /auth/logout/all/: ends every session of the person, on all devices, this one included (docs/ACCOUNTS.md).
import useSWRMutation from 'swr/mutation';
import { callApi, pathOf } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

export const signOutEverywhere = () => callApi(authOps.logOutEverywhere);

export function useSignOutEverywhere() {
  return useSWRMutation(pathOf(authOps.logOutEverywhere), () => signOutEverywhere());
}
