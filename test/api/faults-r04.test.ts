// R04 (docs/FAULTS.md): a batch write the table answers with unprocessed items is retried until every item is written,
// each once; a table that never takes them fails the write with a 503, and the writer's retry finishes the work.
// Saves no longer batch-write (one transaction since issue 21, docs/LOGS.md): the batch writer here is the import
// job, which puts its entries 25 to a BatchWriteItem. Faults come from the proxy between the handlers and dynalite
// (local/fault-proxy.ts, docs/FAULTS.md).
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { confirmImport, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

// 30 rows: one batch of the job, two BatchWrites (25, then 5).
const ROWS = 30;
const csv = Buffer.from(
  [
    'date,details',
    ...Array.from(
      { length: ROWS },
      (_, i) => `2026-03-${String(1 + (i % 28)).padStart(2, '0')} 08:${String(i).padStart(2, '0')},coffee ${i}`,
    ),
  ].join('\n'),
);

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}
const entryKeysOf = async (userId: string) => (await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#food-drinks#'));
/** The job's puts of entries only. */
const putsOf = (userId: string) => (call: ProxiedCall) => call.body.includes(userId) && call.body.includes('PutRequest');

async function readyImport(access: string) {
  const id = await uploadImport(access, 'csv', csv);
  const previewed = await previewImport(access, id, { date: 'date', details: 'details', default_type: 'food-drinks' });
  expect(previewed.preview).toMatchObject({ entries: ROWS, problem_count: 0 });
  return id;
}

it.concurrent('R04: an import whose batch writes leave items unprocessed twice, then served: every entry written once', async () => {
  const user = await newUser();
  const id = await readyImport(user.access);
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
  const job = await confirmImport(user.access, id);
  expect(job).toMatchObject({ status: 'done', progress: { done: ROWS, total: ROWS } });
  expect([fault.hits, again.hits]).toEqual([1, 1]);
  const written = await entryKeysOf(user.userId);
  expect(written).toHaveLength(ROWS);
  expect(new Set(written).size).toBe(ROWS);
  const listed = await request('GET', '/api/food-drinks/?limit=100', { token: user.access });
  expect(listed.body).toHaveLength(ROWS); // each once
});

it.concurrent(
  'R04: a batch write left wholly unprocessed through its 8 attempts fails the run (503), and the retry writes every entry once',
  async () => {
    const user = await newUser();
    const id = await readyImport(user.access);
    // batch.ts's 8 attempts at the first chunk, all unprocessed: the run fails; Lambda's retry resumes from the saved point.
    const fault = faults.dynamodb.inject({
      operation: 'BatchWriteItem',
      match: putsOf(user.userId),
      fault: { kind: 'unprocessed' },
      times: 8,
    });
    const job = await confirmImport(user.access, id);
    expect(fault.hits).toBe(8);
    expect(job).toMatchObject({ status: 'done', progress: { done: ROWS, total: ROWS } });
    const written = await entryKeysOf(user.userId);
    expect(written).toHaveLength(ROWS);
    expect(new Set(written).size).toBe(ROWS);
  },
);
