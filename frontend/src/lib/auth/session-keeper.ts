// Proactive refresh (docs/PRODUCT.md §4): renew a near-expiry access token at login and every 4 h, if the user was active.
import { ACTIVITY_EVENTS, ACTIVITY_WINDOW_MS, TOKEN_CHECK_INTERVAL_MS, TOKEN_NEAR_EXPIRY_MS } from '@/config/constants';
import { renewSession } from '../token-refresh';
import { getAccessToken } from '../token-storage';
import { isNearExpiry } from './token-expiry';

let lastActivityAt = Date.now();

const noteActivity = () => {
  lastActivityAt = Date.now();
};

/** Whether a check at `now` should renew: active within 8 h and under 24 h left on the token. */
export function shouldRenew(token: string | null, now: number, lastActivity: number): boolean {
  if (!token || now - lastActivity > ACTIVITY_WINDOW_MS) return false;
  return isNearExpiry(token, now, TOKEN_NEAR_EXPIRY_MS);
}

/** One check. A failed renewal ends the session (tokens cleared, auth-failed, /login): the user is logged out. */
export function renewIfNearExpiry(): void {
  if (!shouldRenew(getAccessToken(), Date.now(), lastActivityAt)) return;
  renewSession().catch(() => undefined);
}

/** Watches activity and checks every 4 h while signed in; returns the stop. */
export function startSessionKeeper(): () => void {
  noteActivity();
  const options = { passive: true, capture: true };
  ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, noteActivity, options));
  const timer = setInterval(renewIfNearExpiry, TOKEN_CHECK_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, noteActivity, options));
  };
}
