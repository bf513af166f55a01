// The backend's retry policy and conditional writes: bounded attempts, doubling waits, and which failures count.
import { backoffMs, withRetry } from '../../functions/platform/retry';
import { ifCondition, onConditionFailed } from '../../functions/data/conditional';

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('withRetry', () => {
  it('tries again until the call succeeds', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('busy')).mockRejectedValueOnce(new Error('busy')).mockResolvedValue('done');
    await expect(withRetry(fn, { attempts: 3, baseMs: 0 })).resolves.toBe('done');
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('throws the last failure once the attempts are used up', async () => {
    const fn = jest.fn(async (attempt: number) => {
      throw new Error(`failed ${attempt}`);
    });
    await expect(withRetry(fn, { attempts: 4, baseMs: 0 })).rejects.toThrow('failed 4');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('throws a failure that is not retryable at once', async () => {
    const fn = jest.fn(async () => {
      throw new TypeError('bug');
    });
    await expect(withRetry(fn, { attempts: 5, baseMs: 0, retryable: (e) => !(e instanceof TypeError) })).rejects.toThrow('bug');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('doubles the wait before each next attempt, up to the cap', () => {
    const policy = { attempts: 8, baseMs: 50, maxMs: 1000 };
    expect([2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffMs(attempt, policy))).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
  });
});

describe('conditional writes', () => {
  it('answers false (or the fallback) when the condition failed, and the result when it held', async () => {
    await expect(ifCondition(Promise.resolve({}))).resolves.toBe(true);
    await expect(ifCondition(Promise.reject(conditionFailed()))).resolves.toBe(false);
    await expect(onConditionFailed(Promise.resolve(7), undefined)).resolves.toBe(7);
    await expect(onConditionFailed(Promise.reject(conditionFailed()), 'taken')).resolves.toBe('taken');
  });

  it('throws any other failure', async () => {
    await expect(ifCondition(Promise.reject(new Error('network down')))).rejects.toThrow('network down');
  });
});
