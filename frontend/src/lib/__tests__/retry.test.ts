// The web app's one retry loop: answers and failures worth another attempt, the waits between, and an abort.
import { withRetry } from '../retry';

const policy = { attempts: 3, delayMs: (retry: number) => [10, 20][retry], retryError: (e: unknown) => e === 'flaky' };

test('a failure worth retrying is retried until an answer, waiting the given times', async () => {
  jest.useFakeTimers();
  try {
    const attempt = jest.fn().mockRejectedValueOnce('flaky').mockRejectedValueOnce('flaky').mockResolvedValue('ok');
    const done = withRetry(attempt, policy);
    await jest.advanceTimersByTimeAsync(9);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + 20);
    await expect(done).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
  } finally {
    jest.useRealTimers();
  }
});

test('another failure is thrown at once; the last failure when attempts run out', async () => {
  await expect(withRetry(jest.fn().mockRejectedValue('broken'), policy)).rejects.toBe('broken');
  const always = jest.fn().mockRejectedValue('flaky');
  await expect(withRetry(always, { ...policy, delayMs: () => 0 })).rejects.toBe('flaky');
  expect(always).toHaveBeenCalledTimes(3);
});

test('an answer worth retrying is retried, and the last one returned when attempts run out', async () => {
  const attempt = jest.fn().mockResolvedValue(503);
  await expect(withRetry(attempt, { ...policy, delayMs: () => 0, retryAnswer: (status) => status === 503 })).resolves.toBe(503);
  expect(attempt).toHaveBeenCalledTimes(3);
});

test('an abort ends the wait at once and stops the retries', async () => {
  const controller = new AbortController();
  const attempt = jest.fn().mockImplementation(async () => {
    if (controller.signal.aborted) throw 'aborted';
    throw 'flaky';
  });
  const done = withRetry(attempt, { ...policy, delayMs: () => 60_000, signal: controller.signal });
  setTimeout(() => controller.abort(), 5);
  await expect(done).rejects.toBe('aborted');
  expect(attempt).toHaveBeenCalledTimes(2);
});
