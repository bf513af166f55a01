// Renews the access token with the refresh token, once for all callers at a time; a failure ends the session.
import { API_PREFIX, TOKEN_REFRESH_TIMEOUT_MS } from '@/config/constants';
import { API_ERROR_TEXT, ApiError, httpErrorText } from './api-error';
import * as authOps from './operations/auth.generated';
import type { Operations } from './api-contract.generated';
import { announceAuthFailed } from './auth-events';
import { fetchOnce } from './http-transport';
import { goToLogin } from './navigation';
import { clearTokens, getRefreshToken, storeTokens } from './token-storage';

/** The refresh call's shapes, read from the contract itself: call-api sits above this module (it uses the client). */
type RefreshTokens = Operations['refreshTokens'];

let inFlight: Promise<string> | null = null;

/**
 * The new access token; parallel callers share one request. When the server refuses the refresh token the session
 * is over (tokens, event, /login). A request that never got an answer (offline, timed out, or cut short because the
 * page is navigating away) proves nothing about the session, so the tokens stay for the next attempt.
 */
export function renewSession(): Promise<string> {
  inFlight ??= requestNewTokens()
    .catch((error: unknown) => {
      if (wasRefused(error)) endExpiredSession();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Both tokens cleared, the auth-failed event fired, the user sent to sign in. */
export function endExpiredSession(): void {
  clearTokens();
  announceAuthFailed();
  goToLogin();
}

function wasRefused(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

async function requestNewTokens(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new ApiError(API_ERROR_TEXT.unauthorized, { status: 401 });
  const { method, path } = authOps.refreshTokens;
  const request: RefreshTokens['body'] = { refresh };
  const response = await fetchOnce({
    url: `${API_PREFIX}${path}`,
    init: { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
    timeoutMs: TOKEN_REFRESH_TIMEOUT_MS,
  });
  const body: unknown = await response.json().catch(() => null);
  const tokens = body as Partial<Record<keyof RefreshTokens['response'], unknown>> | null;
  if (!response.ok || typeof tokens?.access !== 'string') {
    throw new ApiError(httpErrorText(response.status, body), { status: response.status, body });
  }
  storeTokens(tokens.access, typeof tokens.refresh === 'string' ? tokens.refresh : null);
  return tokens.access;
}
