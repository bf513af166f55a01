// One fetch with the API timeout, and the retry policy of docs/PRODUCT.md §8 around it (network failures, 502/503/504).
import { API_TIMEOUT_MS, RETRY_BASE_DELAY_MS, RETRY_MAX_ATTEMPTS, RETRY_MAX_DELAY_MS, RETRY_STATUSES } from '@/config/constants';
import { API_ERROR_TEXT, ApiError } from './api-error';
import { withRetry } from './retry';

const abortedByCaller = () => new ApiError(API_ERROR_TEXT.unexpected, { reason: 'aborted' });

export type Attempt = { url: string; init: RequestInit; timeoutMs?: number; signal?: AbortSignal };

/** Sends once; a missing response becomes an ApiError saying why (network, timeout, aborted). */
export async function fetchOnce({ url, init, timeoutMs = API_TIMEOUT_MS, signal }: Attempt): Promise<Response> {
  if (signal?.aborted) throw abortedByCaller();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut) throw new ApiError(API_ERROR_TEXT.network, { reason: 'timeout' });
    if (signal?.aborted) throw abortedByCaller();
    throw new ApiError(API_ERROR_TEXT.network, { reason: 'network' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Delay before retry n (0-based): 1 s, 2 s, 4 s, never above 5 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_MAX_DELAY_MS);
}

const isRetryable = (error: unknown) => error instanceof ApiError && error.reason === 'network';

/** Sends, retrying network failures and gateway errors up to `retries` times; the last answer or error wins. */
export function fetchWithRetries(attempt: Attempt, retries = RETRY_MAX_ATTEMPTS): Promise<Response> {
  return withRetry(() => fetchOnce(attempt), {
    attempts: retries + 1,
    delayMs: retryDelayMs,
    retryError: isRetryable,
    retryAnswer: (response) => RETRY_STATUSES.includes(response.status),
    signal: attempt.signal,
  });
}
