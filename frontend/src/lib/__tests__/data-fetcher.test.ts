// The data fetchers' retry policy (docs/PRODUCT.md §8, §9): 3 attempts, 1 s then 2 s apart, 15 s each, no retry on 4xx but 408.
import { ApiError } from '@/lib/api-client';
import { DATA_FETCH_TIMEOUT_MS, fetchData, withDataRetries } from '@/lib/data-fetcher';
import { installFetch, installHangingFetch } from '@/testing/fake-fetch';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.setItem('token', 'access-token');
});
afterEach(() => jest.useRealTimers());

const settle = <T>(promise: Promise<T>) => {
  const outcome: { error?: ApiError; value?: T; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: ApiError) => Object.assign(outcome, { error, done: true }),
  );
  return outcome;
};

test('a network failure is tried 3 times in all, 1 s then 2 s apart, then the error stands', async () => {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const outcome = settle(fetchData('/sleep/'));
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1999);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(outcome.error?.reason).toBe('network');
});

test.each([500, 502, 503, 408])('a %i is retried: 3 attempts, then the error stands', async (status) => {
  const { mock } = installFetch(() => ({ status }));
  const outcome = settle(fetchData('/sleep/'));
  await jest.advanceTimersByTimeAsync(3000);
  expect(mock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(mock).toHaveBeenCalledTimes(3);
  expect(outcome.error?.status).toBe(status);
});

test.each([400, 403, 404, 409, 429])('a %i is not retried', async (status) => {
  const { mock } = installFetch(() => ({ status, body: { detail: 'No.' } }));
  const outcome = settle(fetchData('/sleep/'));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mock).toHaveBeenCalledTimes(1);
  expect(outcome.error?.status).toBe(status);
});

test('a 401 is not retried by the policy (the client refreshes and replays on its own)', async () => {
  const call = jest.fn(async () => {
    throw new ApiError('Authentication failed - please login again', { status: 401 });
  });
  const outcome = settle(withDataRetries(call));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(call).toHaveBeenCalledTimes(1);
  expect(outcome.error?.status).toBe(401);
});

test('an answer on the third attempt is the result', async () => {
  let calls = 0;
  installFetch(() => (++calls < 3 ? { status: 500 } : { status: 200, body: [{ id: 'a' }] }));
  const outcome = settle(fetchData('/sleep/'));
  await jest.advanceTimersByTimeAsync(3000);
  expect(outcome.value).toEqual([{ id: 'a' }]);
  expect(calls).toBe(3);
});

test("each attempt has 15 s and the API client's own retry is off", async () => {
  const call = jest.fn(async () => 'ok');
  await withDataRetries(call);
  expect(call).toHaveBeenCalledWith(expect.objectContaining({ timeoutMs: 15_000, retries: 0 }));
  expect(DATA_FETCH_TIMEOUT_MS).toBe(15_000);
});

test('an attempt that gets no answer in 15 s times out and is retried, 3 attempts in all', async () => {
  const hanging = installHangingFetch();
  const outcome = settle(fetchData('/sleep/'));
  await jest.advanceTimersByTimeAsync(14_999);
  expect(hanging).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await jest.advanceTimersByTimeAsync(1000);
  expect(hanging).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(15_000 + 2000);
  expect(hanging).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(15_000);
  expect(outcome.error?.reason).toBe('timeout');
  expect(hanging).toHaveBeenCalledTimes(3);
});
