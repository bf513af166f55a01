// R04 (QUALITY.md): a batch write the table answers with unprocessed items is retried until every item is written,
// each once; a table that never takes them ends in a 503 with nothing of the save written (all or none).
// Faults come from the proxy between the handlers and dynalite (local/fault-proxy.ts, docs/FAULTS.md).
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

// 30 items and the user input: two BatchWrites (25, then 6).
const items = Array.from({ length: 30 }, (_, i) => ({
  category: i % 2 ? 'food_drinks' : 'mood_stress',
  details: `item ${i + 1}`,
  calculated_time: `2026-11-21T${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00`,
  notes: '',
}));
const save = (token: string) =>
  request('POST', '/api/structured-data/save/', { token, body: { raw_text: 'a long day', timezone: 'UTC', items } });

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}
const logKeysOf = async (userId: string) => (await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#'));
/** The save's puts only: its clean-up deletes must get through. */
const putsOf = (userId: string) => (call: ProxiedCall) => call.body.includes(userId) && call.body.includes('PutRequest');

it.concurrent('R04: a 30-item save whose batch writes leave items unprocessed twice, then served: every item written once', async () => {
  const user = await newUser();
  // The first batch writes 10 of its 25 and leaves 15; the retry writes 5 of those and leaves 10; then all is served.
  const fault = faults.dynamodb.inject({
    operation: 'BatchWriteItem',
    match: putsOf(user.userId),
    fault: { kind: 'unprocessed', processed: 10 },
    times: 1,
  });
  const again = faults.dynamodb.inject({
    operation: 'BatchWriteItem',
    match: (call) => fault.hits === 1 && putsOf(user.userId)(call),
    fault: { kind: 'unprocessed', processed: 5 },
    times: 1,
  });
  const saved = await save(user.access);
  expect(saved.status).toBe(201);
  expect([fault.hits, again.hits]).toEqual([1, 1]);
  expect(saved.body.entries).toHaveLength(30);
  const written = await logKeysOf(user.userId);
  expect(written).toHaveLength(31);
  expect(new Set(written).size).toBe(31);
  const ids = [saved.body.user_input_id, ...saved.body.entries.map((entry: { id: string }) => entry.id)];
  expect(ids.every((id: string) => written.some((key) => key.endsWith(`#${id}`)))).toBe(true);
  const listed = await request('GET', '/api/food-drinks/', { token: user.access });
  expect(listed.body).toHaveLength(15); // the 15 food items of 30, each once
});

it.concurrent(
  'R04: a save whose batch writes always leave every item unprocessed: 503, nothing written, and it works afterwards',
  async () => {
    const user = await newUser();
    const fault = faults.dynamodb.inject({ operation: 'BatchWriteItem', match: putsOf(user.userId), fault: { kind: 'unprocessed' } });
    const failed = await save(user.access);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(failed.body).toEqual({ detail: expect.any(String) });
    expect(fault.hits).toBe(8); // batch.ts's attempts for the first chunk; the second is never sent
    fault.remove();
    expect(await logKeysOf(user.userId)).toEqual([]);
    expect((await save(user.access)).status).toBe(201);
    expect(await logKeysOf(user.userId)).toHaveLength(31);
  },
);
