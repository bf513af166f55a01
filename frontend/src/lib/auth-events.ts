// The auth-failed signal: the API client fires it when a session cannot be refreshed; the auth state listens.

export const AUTH_FAILED_EVENT = 'auth:failed';

export function announceAuthFailed(): void {
  window.dispatchEvent(new CustomEvent(AUTH_FAILED_EVENT));
}

/** Subscribes to auth-failed; returns the unsubscribe. */
export function onAuthFailed(listener: () => void): () => void {
  window.addEventListener(AUTH_FAILED_EVENT, listener);
  return () => window.removeEventListener(AUTH_FAILED_EVENT, listener);
}
