// The API client's clock rules (docs/PRODUCT.md §8, §9): retries at 1 s, 2 s, 4 s for gateway errors, a 60 s timeout.
import { api, ApiError } from '@/lib/api-client';
import { installFetch, installHangingFetch } from '@/testing/fake-fetch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = (promise: Promise<unknown>) => {
  const outcome: { error?: ApiError; value?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: ApiError) => Object.assign(outcome, { error, done: true }),
  );
  return outcome;
};

test('a 502 is retried after 1 s, 2 s and 4 s, then the error stands', async () => {
  const { mock } = installFetch(() => ({ status: 502 }));
  const outcome = settle(api.get('/logs/'));
  await jest.advanceTimersByTimeAsync(0);
  expect(mock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(mock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(mock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(2000);
  expect(mock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(3999);
  expect(mock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(1);
  expect(mock).toHaveBeenCalledTimes(4);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mock).toHaveBeenCalledTimes(4);
  expect(outcome.error?.message).toBe('Server error - please try again later');
  expect(outcome.error?.status).toBe(502);
});

test('a gateway error that recovers on retry resolves', async () => {
  let calls = 0;
  installFetch(() => (++calls < 3 ? { status: calls === 1 ? 503 : 504 } : { status: 200, body: [1] }));
  const outcome = settle(api.get('/sleep/'));
  await jest.advanceTimersByTimeAsync(3000);
  expect(outcome.value).toEqual([1]);
});

test('network failures are retried too', async () => {
  let calls = 0;
  globalThis.fetch = jest.fn(async () => {
    calls += 1;
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const outcome = settle(api.get('/sleep/'));
  await jest.advanceTimersByTimeAsync(7000);
  expect(calls).toBe(4);
  expect(outcome.error?.message).toBe('Network error - unable to reach server');
});

test('a 400 is not retried', async () => {
  const { mock } = installFetch(() => ({ status: 400, body: { detail: 'Bad input' } }));
  const outcome = settle(api.post('/sleep/', {}));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mock).toHaveBeenCalledTimes(1);
  expect(outcome.error?.message).toBe('Bad input');
});

test('a call with no answer times out after 60 s, as a network error, and is not retried', async () => {
  const mock = installHangingFetch();
  const outcome = settle(api.get('/logs/'));
  await jest.advanceTimersByTimeAsync(59_999);
  expect(outcome.done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome.error?.isTimeout).toBe(true);
  expect(outcome.error?.message).toBe('Network error - unable to reach server');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mock).toHaveBeenCalledTimes(1);
});

test('timeoutMs overrides the 60 s default', async () => {
  installHangingFetch();
  const outcome = settle(api.post('/ai/chat/', {}, { timeoutMs: 120_000 }));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(outcome.done).toBe(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(outcome.error?.isTimeout).toBe(true);
});
