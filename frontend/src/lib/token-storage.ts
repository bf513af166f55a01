// The browser's copy of the session: access and refresh tokens in localStorage (docs/PRODUCT.md §3), and the last
// account answer kept with them, so the app opens with no network (docs/OFFLINE.md): it goes whenever the tokens go.
// The device's IndexedDB database (the capture queue, the dashboard as last seen: lib/device-db.ts) goes with them too,
// and so does the session hint cookie, which holds no secret (below).
import { SIGNED_IN_COOKIE } from '@shared/page-documents';

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

/** The longest a browser keeps a cookie (Chromium caps Max-Age at 400 days); the app renews it at every start. */
const HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The session hint: `tend_signed_in=1` while this device keeps a session. The site's server (CloudFront's function,
 * or the local runtime) reads it to serve a page that needs a session its own document, which names the page's code
 * (@shared/page-documents, docs/PERFORMANCE.md "A page's own document"); without it, the sign-in page's. It says only
 * that a session is kept here: the tokens stay in localStorage, and a wrong hint costs a download, nothing else.
 */
function writeSignedInHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = signedIn ? `1; Max-Age=${HINT_MAX_AGE_SECONDS}` : '; Max-Age=0';
  document.cookie = `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/** Renews the session hint on a device that keeps a session (set before the hint existed, or near its expiry). */
export function keepSignedInHint(): void {
  if (getAccessToken() !== null || getRefreshToken() !== null) writeSignedInHint(true);
}

/** Stores a new access token, and the refresh token too when the server rotated it. */
export function storeTokens(access: string, refresh?: string | null): void {
  localStorage.setItem(ACCESS_KEY, access);
  if (refresh) localStorage.setItem(REFRESH_KEY, refresh);
  writeSignedInHint(true);
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_KEY);
}

export function clearTokens(): void {
  for (const key of [ACCESS_KEY, REFRESH_KEY, ACCOUNT_KEY]) localStorage.removeItem(key);
  writeSignedInHint(false);
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
