// The web app's one retry loop: a number of attempts, the wait before each next one, which failures (and which
// answers, like a 503) are worth another attempt, and a caller's abort that ends a wait at once.

export interface RetryPolicy<T> {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before retry `retry` (0 for the first retry). */
  delayMs(retry: number): number;
  /** A failure worth another attempt; others are thrown at once. */
  retryError(error: unknown): boolean;
  /** An answer worth another attempt (a gateway error); when the attempts run out, the last answer is returned. */
  retryAnswer?(answer: T): boolean;
  signal?: AbortSignal;
}

/** Resolves after `ms`, or as soon as `signal` aborts (the next attempt then sees the abort). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done);
  });
}

export async function withRetry<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      const answer = await attempt(n);
      if (n >= policy.attempts || !policy.retryAnswer?.(answer)) return answer;
    } catch (error) {
      if (n >= policy.attempts || policy.signal?.aborted || !policy.retryError(error)) throw error;
    }
    await pause(policy.delayMs(n - 1), policy.signal);
  }
}
