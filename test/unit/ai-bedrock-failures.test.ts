// How the Bedrock adapter fails: bounded retries on throttling, a hard deadline, and every error as an AiProviderError.
import { bedrockAi, type BedrockAiOptions } from '../../functions/providers/ai/bedrock';
import { clientFor, startFakeConverse, type FakeConverse } from './support/fake-converse';

const now = new Date('2026-11-21T13:00:00Z');
const request = { text: 'coffee at 9', zone: 'Europe/Berlin', now };
const item = { category: 'food_drinks', details: 'coffee', calculated_time: '2026-11-21T09:00:00+01:00', notes: '' };

let fake: FakeConverse;
beforeEach(async () => {
  fake = await startFakeConverse();
});
afterEach(() => fake.close());

const adapter = (options: Partial<BedrockAiOptions> = {}) =>
  bedrockAi({ modelId: 'amazon.nova-lite-v1:0', client: clientFor(fake), backoffMs: 20, ...options });

describe('Bedrock failures', () => {
  it('retries throttling and succeeds when the third attempt is answered', async () => {
    fake.queue({ kind: 'throttle' }, { kind: 'throttle' }, { kind: 'tool', input: { items: [item] } });
    const result = await adapter().extract(request);
    expect(result.items).toEqual([item]);
    expect(fake.received).toHaveLength(3);
  });

  it('gives up as throttled after the bounded number of attempts', async () => {
    fake.respondWith(() => ({ kind: 'throttle' }));
    await expect(adapter({ maxAttempts: 3 }).extract(request)).rejects.toMatchObject({ name: 'AiProviderError', failure: 'throttled' });
    expect(fake.received).toHaveLength(3);
  });

  it('stops a slow answer at timeoutMs as a timeout, without waiting for it', async () => {
    fake.queue({ kind: 'tool', input: { items: [item] }, delayMs: 5_000 });
    const started = Date.now();
    await expect(adapter({ timeoutMs: 200 }).extract(request)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('counts the backoff between throttled attempts inside the same deadline', async () => {
    fake.respondWith(() => ({ kind: 'throttle' }));
    const started = Date.now();
    await expect(adapter({ timeoutMs: 200, backoffMs: 1_000, maxAttempts: 5 }).extract(request)).rejects.toMatchObject({
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops when the caller aborts (its own deadline) as a timeout, without waiting for the answer', async () => {
    fake.queue({ kind: 'text', text: 'late', delayMs: 5_000 });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);
    const started = Date.now();
    const chat = adapter().chat({ query: 'hi', history: [], zone: 'UTC', now, entries: [], analyze: false }, caller.signal);
    await expect(chat).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each([
    [500, 'InternalServerException'],
    [403, 'AccessDeniedException'],
    [400, 'ValidationException'],
    [503, 'ServiceUnavailableException'],
  ])('turns a %s %s into unavailable, without retrying it', async (status, type) => {
    fake.respondWith(() => ({ kind: 'error', status, type, message: 'no' }));
    await expect(adapter().extract(request)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(fake.received).toHaveLength(1);
  });

  it("turns the model's own timeout into a timeout", async () => {
    fake.queue({ kind: 'error', status: 408, type: 'ModelTimeoutException', message: 'model timed out' });
    await expect(adapter().extract(request)).rejects.toMatchObject({ failure: 'timeout' });
  });

  it("makes no call at all when the caller's signal has already aborted", async () => {
    const caller = new AbortController();
    caller.abort();
    await expect(adapter().extract(request, caller.signal)).rejects.toMatchObject({ failure: 'timeout' });
    expect(fake.received).toHaveLength(0);
  });

  it('turns an unreachable endpoint into unavailable', async () => {
    const client = clientFor(fake);
    await fake.close();
    await expect(bedrockAi({ modelId: 'm', client }).extract(request)).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
