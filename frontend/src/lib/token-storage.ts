// The browser's copy of the session: access and refresh tokens in localStorage (docs/PRODUCT.md §3), and the last
// account answer kept with them, so the app opens with no network (docs/OFFLINE.md): it goes whenever the tokens go.
// The device's IndexedDB database (the capture queue, the dashboard as last seen: lib/device-db.ts) goes with them too.

const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refreshToken';
export const ACCOUNT_KEY = 'account';
/** The IndexedDB database of what the device keeps of the person (lib/device-db.ts, only in lazy chunks). */
export const DEVICE_DB = 'tend-device';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

/** Stores a new access token, and the refresh token too when the server rotated it. */
export function storeTokens(access: string, refresh?: string | null): void {
  localStorage.setItem(ACCESS_KEY, access);
  if (refresh) localStorage.setItem(REFRESH_KEY, refresh);
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_KEY);
}

export function clearTokens(): void {
  for (const key of [ACCESS_KEY, REFRESH_KEY, ACCOUNT_KEY]) localStorage.removeItem(key);
  // An open tab's connection closes on the `versionchange` this fires (capture-store.ts), so the deletion goes ahead.
  window.indexedDB?.deleteDatabase(DEVICE_DB);
}

/**
 * Keeps the account the server last answered for these tokens (docs/OFFLINE.md "What is kept on the device"): a
 * signed-in page opens on it while the session is checked, and with no network at all. Removed with the tokens.
 */
export function keepAccount(account: object): void {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  } catch {
    // A full or refused storage: pages wait for the session check, and the app cannot open offline.
  }
}

/** The account last seen with these tokens (keepAccount), or null. */
export function storedAccount<T>(): T | null {
  // Read at every start with a session: a value that is not JSON (storage edited by hand) is no account, never a crash.
  try {
    return JSON.parse(localStorage.getItem(ACCOUNT_KEY) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
