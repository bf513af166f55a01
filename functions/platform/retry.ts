// The backend's one retry policy: a bounded number of attempts, waiting longer before each next one.

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt is twice this; each next wait doubles again (0: no wait). */
  baseMs: number;
  /** No single wait is longer than this. */
  maxMs?: number;
  /** Which failures are worth another attempt; every one when left out. Others are thrown at once. */
  retryable?: (error: unknown) => boolean;
  /** Each wait is a random share (half to all) of it, so many callers throttled together do not return together. */
  jitter?: boolean;
  /** Ends a wait at once, rejecting with the signal's reason. */
  signal?: AbortSignal;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** How long to wait before attempt `attempt` (2 and up). */
export const backoffMs = (attempt: number, policy: RetryPolicy) => Math.min(policy.maxMs ?? Infinity, policy.baseMs * 2 ** (attempt - 1));

/** Runs `fn` until it succeeds, a failure is not retryable, or the attempts are used up (the last failure is thrown). */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || !(policy.retryable?.(error) ?? true)) throw error;
    }
    const wait = backoffMs(attempt + 1, policy) * (policy.jitter ? 0.5 + Math.random() / 2 : 1);
    if (wait > 0) await pause(wait, policy.signal);
  }
}
