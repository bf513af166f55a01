// Loads started early (lib/early-loads.ts): taken once, their failures the taker's, and an answer already in reaches
// the taker in a task of its own, not in the microtasks of the task that takes it (docs/PERFORMANCE.md "The first
// script": the page's first render and the answer's render were one long task).
import { startEarly, takeEarly, takeEarlyOr } from '../early-loads';

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

test('an answer already in arrives after the taking task, once', async () => {
  startEarly('k', async () => 'answer');
  await new Promise((resolve) => setTimeout(resolve, 0)); // the answer is in
  let got: string | undefined;
  void takeEarly<string>('k')!.then((answer) => (got = answer));
  await flushMicrotasks();
  expect(got).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(got).toBe('answer');
  expect(takeEarly('k')).toBeUndefined();
});

test("a failure is the taker's; a key never started loads anew", async () => {
  startEarly('bad', () => Promise.reject(new Error('offline')));
  await expect(takeEarly('bad')).rejects.toThrow('offline');
  await expect(takeEarlyOr('never', async () => 'own')).resolves.toBe('own');
});
