// The data fetchers' retry policy (docs/PRODUCT.md §8, §9): 3 attempts of 15 s each, 1 s then 2 s apart, no retry on 4xx but 408.
import { api, ApiError, type RequestOptions } from '@/lib/api-client';
import { withRetry } from '@/lib/retry';

export const DATA_FETCH_ATTEMPTS = 3;
export const DATA_FETCH_TIMEOUT_MS = 15_000;
/** Before the 2nd and the 3rd attempt: 3 s of waiting at most. */
export const DATA_FETCH_DELAYS_MS: readonly number[] = [1000, 2000];

/** Worth another attempt: no answer (network, timeout), 408, or a server error. Never a caller's abort. */
export function isRetryableDataError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.reason === 'network' || error.reason === 'timeout') return true;
  if (error.status === undefined) return false;
  return error.status === 408 || error.status >= 500;
}

/**
 * Runs `call` under the policy. Each attempt gets the 15 s timeout and `retries: 0`, so the API client's own
 * network retry does not multiply the attempts; its refresh-and-replay on 401 still happens inside an attempt.
 */
export function withDataRetries<T>(call: (opts: RequestOptions) => Promise<T>, signal?: AbortSignal): Promise<T> {
  return withRetry(() => call({ timeoutMs: DATA_FETCH_TIMEOUT_MS, retries: 0, signal }), {
    attempts: DATA_FETCH_ATTEMPTS,
    delayMs: (retry) => DATA_FETCH_DELAYS_MS[retry],
    retryError: isRetryableDataError,
    signal,
  });
}

/** GET a JSON answer under the policy: the fetcher of every data list. */
export function fetchData<T>(path: string, opts: Omit<RequestOptions, 'timeoutMs' | 'retries'> = {}): Promise<T> {
  return withDataRetries((policy) => api.get<T>(path, { ...opts, ...policy, signal: opts.signal }), opts.signal);
}
