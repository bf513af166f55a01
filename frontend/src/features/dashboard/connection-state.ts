// The entries section's connection state and texts (docs/PRODUCT.md "API connection state", §8 banner and load-failure texts).
import { ApiError } from '@/lib/api-client';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'failed';

export const BANNER_TEXT = {
  network: 'Unable to connect to server. Please check your internet connection.',
  session: 'Session expired. Please refresh the page and login again.',
  server: 'Server is experiencing issues. Please try again in a moment.',
} as const;

export const LOAD_FAILURE_TEXT = {
  all: 'Unable to load any data. Please check your connection and try again.',
  some: 'Failed to load health data.',
} as const;

const isNoResponse = (error: unknown) => error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout');
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** Failed means no answer at all, or a server error (status 500 or above). */
export function isConnectionFailure(error: unknown): boolean {
  const status = statusOf(error);
  return isNoResponse(error) || (status !== undefined && status >= 500);
}

/** idle before any load, connecting while one runs, then failed or connected by the last load's errors. */
export function connectionState({ loading, loaded, errors }: { loading: boolean; loaded: boolean; errors: unknown[] }): ConnectionState {
  if (loading) return 'connecting';
  if (!loaded) return 'idle';
  return errors.some(isConnectionFailure) ? 'failed' : 'connected';
}

/** The banner's cause: an expired session first (signing in again is the only fix), then no connection, then the server. */
export function bannerText(errors: unknown[]): string | null {
  if (errors.some((error) => statusOf(error) === 401)) return BANNER_TEXT.session;
  if (errors.some(isNoResponse)) return BANNER_TEXT.network;
  if (errors.some((error) => (statusOf(error) ?? 0) >= 500)) return BANNER_TEXT.server;
  return null;
}

export function loadFailureText(failed: number, total: number): string | null {
  if (failed === 0) return null;
  return failed >= total ? LOAD_FAILURE_TEXT.all : LOAD_FAILURE_TEXT.some;
}
