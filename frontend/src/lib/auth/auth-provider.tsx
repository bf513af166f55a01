// Holds who is signed in (docs/PRODUCT.md §4): loads the stored session, logs in and out, reacts to auth-failed.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { TOKEN_REFRESH_TIMEOUT_MS } from '@/config/constants';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { onAuthFailed } from '../auth-events';
import { clearTokens, getRefreshToken, keepAccount, storedAccount, storeTokens } from '../token-storage';
import { AuthContext, type AuthState } from './auth-context';
import { AUTH_MESSAGES } from './auth-messages';
import { fetchCurrentUser, hasStoredSession, takeSessionCheck } from './session-check';
import { renewIfNearExpiry, startSessionKeeper } from './session-keeper';
import * as authOps from '@/lib/operations/auth.generated';

const isRejectedSession = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

export function AuthProvider({ children }: { children: ReactNode }) {
  // A stored session opens on the account this device kept with it (the server's last answer), so a signed-in page
  // draws at once while the check runs instead of waiting a round trip (docs/FRONTEND.md "Signed in at first paint").
  // The check's answer replaces it; a refusal ends the session as before.
  const [user, setUser] = useState<CurrentUser | null>(() => (hasStoredSession() ? storedAccount<CurrentUser>() : null));
  const [isLoading, setIsLoading] = useState(hasStoredSession);
  const [authMessage, setAuthMessage] = useState<string | null>(null);
  const [accountDeleted, setAccountDeleted] = useState(false);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let current = true;
    takeSessionCheck()
      .then((me) => {
        keepAccount(me);
        if (current) setUser(me);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // An unreachable server leaves the tokens for the next visit; a refused session is over.
        const rejected = isRejectedSession(error);
        if (rejected) clearTokens();
        // Offline, the account last seen with these tokens opens the app (the capture queue works with no network).
        setUser(storedAccount<CurrentUser>());
        setAuthMessage((message) => message ?? (rejected ? AUTH_MESSAGES.loadFailed : AUTH_MESSAGES.loadUnreachable));
      })
      .finally(() => current && setIsLoading(false));
    return () => {
      current = false;
    };
  }, []);

  useEffect(
    () =>
      onAuthFailed(() => {
        setUser(null);
        setIsLoading(false);
        setAuthMessage(AUTH_MESSAGES.sessionExpired);
      }),
    [],
  );

  const isAuthenticated = user !== null;
  useEffect(() => (isAuthenticated ? startSessionKeeper() : undefined), [isAuthenticated]);

  const login = useCallback(async (username: string, password: string) => {
    const tokens = await callApi(authOps.signIn, { body: { username, password } }, { auth: false });
    storeTokens(tokens.access, tokens.refresh);
    try {
      const me = await fetchCurrentUser();
      keepAccount(me);
      setUser(me);
    } catch (error) {
      clearTokens();
      throw error;
    }
    setAuthMessage(null);
    setAccountDeleted(false);
    setIsLoading(false);
    renewIfNearExpiry();
  }, []);

  // Ends this device's session only (the server ends the session of this refresh token); other devices stay signed in.
  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    if (refresh) {
      const opts = { auth: false, retries: 0, timeoutMs: TOKEN_REFRESH_TIMEOUT_MS };
      await callApi(authOps.logOut, { body: { refresh } }, opts).catch(() => undefined); // best effort
    }
    clearTokens();
    setUser(null);
    setAuthMessage(null);
  }, []);

  const refreshUser = useCallback(async () => {
    const me = await fetchCurrentUser();
    keepAccount(me);
    setUser(me);
  }, []);

  const clearSession = useCallback((message?: string) => {
    clearTokens();
    setUser(null);
    setAuthMessage(message ?? null);
  }, []);

  const endDeletedAccount = useCallback(() => {
    clearSession();
    setAccountDeleted(true);
  }, [clearSession]);

  const state = useMemo<AuthState>(
    () => ({ user, isAuthenticated, isLoading, authMessage, login, logout, refreshUser, clearSession, accountDeleted, endDeletedAccount }),
    [user, isAuthenticated, isLoading, authMessage, login, logout, refreshUser, clearSession, accountDeleted, endDeletedAccount],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
