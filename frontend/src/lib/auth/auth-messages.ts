// The texts of the authentication states (docs/PRODUCT.md §4), shown on the sign-in page.

export const AUTH_MESSAGES = {
  loadFailed: 'Authentication failed. Please log in again.',
  // The server did not answer (offline, docs/OFFLINE.md) or failed: the tokens are kept, so this is not a sign-out.
  loadUnreachable: 'Your account could not be loaded just now. You are still signed in on this device: reload the page to try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
