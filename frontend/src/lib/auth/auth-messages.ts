// The texts of the authentication states (docs/PRODUCT.md §4), shown on the sign-in page.

export const AUTH_MESSAGES = {
  loadFailed: 'Authentication failed. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
