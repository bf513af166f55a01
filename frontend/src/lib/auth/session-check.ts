// The stored session's check (who is signed in, operation currentUser), started by the app's first script before the
// app's code has arrived (app/boot-loads.ts); the provider takes it instead of asking again. React-free, so the first
// script does not carry React (docs/PERFORMANCE.md "The first script").
import type { CurrentUser } from '@/lib/api-contract.generated';
import { callApi } from '../call-api';
import { startEarly, takeEarlyOr } from '../early-loads';
import { getAccessToken, getRefreshToken } from '../token-storage';
import * as authOps from '@/lib/operations/auth.generated';

const SESSION_CHECK = 'session-check';

export const fetchCurrentUser = (): Promise<CurrentUser> => callApi(authOps.currentUser);
export const hasStoredSession = () => getAccessToken() !== null || getRefreshToken() !== null;

/** Starts the check when this device holds a session; true when it does. */
export function startSessionCheck(): boolean {
  if (!hasStoredSession()) return false;
  startEarly(SESSION_CHECK, fetchCurrentUser);
  return true;
}

/** The check started at boot, once; else a new one. */
export const takeSessionCheck = (): Promise<CurrentUser> => takeEarlyOr(SESSION_CHECK, fetchCurrentUser);
