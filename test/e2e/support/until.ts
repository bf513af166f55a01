// Waiting on state that the page cannot be asked to wait for (an API answer, a value read through several locators):
// read it again until it holds, then go on at once. No journey waits a fixed time.

/** What `read` answers once `ok` holds, polled every `everyMs`; fails saying the last value after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  { timeoutMs = 5_000, everyMs = 50, what = 'the state' }: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what} did not come within ${timeoutMs} ms: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
