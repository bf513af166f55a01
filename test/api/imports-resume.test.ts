// An import interrupted by the table (issue 14): the job's run fails part-way, Lambda's retry (the local Invoke
// stand-in retries as Lambda does) resumes from the saved point, and every entry is written once. A run whose
// retries all fail leaves the job stalled; the person's Resume (confirm) finishes it. Faults: local/fault-proxy.ts.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProxiedCall } from '../../local/fault-proxy';
import { IMPORT_STALL_MS } from '../../shared/imports/import-limits';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { confirmImport, previewImport, uploadImport, waitWhile } from './support/imports';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

const ROWS = 250; // batches of 100, 100, 50: each a few BatchWrites of 25
const csv = Buffer.from(
  [
    'date,details',
    ...Array.from(
      { length: ROWS },
      (_, i) => `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')} 08:${String(i % 60).padStart(2, '0')},coffee ${i}`,
    ),
  ].join('\n'),
);

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}
const entryKeysOf = async (userId: string) => (await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#food-drinks#'));

/** The user's 6th batch write (inside the second batch) and the next ones fail, `times` times in all. */
function breakWrites(userId: string, times: number) {
  let seen = 0;
  const match = (call: ProxiedCall) => call.body.includes(userId) && call.body.includes('PutRequest') && ++seen > 5;
  return faults.dynamodb.inject({ operation: 'BatchWriteItem', match, fault: { kind: 'server-error' }, times });
}

async function readyImport(user: { access: string }) {
  const id = await uploadImport(user.access, 'csv', csv);
  const previewed = await previewImport(user.access, id, { date: 'date', details: 'details', default_type: 'food-drinks' });
  expect(previewed.preview).toMatchObject({ entries: ROWS, problem_count: 0 });
  return id;
}

it('resumes a run the table broke part-way from its saved point: every entry once', async () => {
  const user = await newUser();
  const id = await readyImport(user);
  // Four failures: the SDK's attempts at one call, so the run fails (and Lambda's retry resumes it).
  const fault = breakWrites(user.userId, 4);
  const job = await confirmImport(user.access, id);
  expect(fault.hits).toBe(4);
  expect(job).toMatchObject({ status: 'done', progress: { done: ROWS, total: ROWS } });
  expect(job.progress.added + job.progress.existing).toBe(ROWS);
  const keys = await entryKeysOf(user.userId);
  expect(keys).toHaveLength(ROWS);
  expect(new Set(keys).size).toBe(ROWS);
});

it('leaves a job whose every retry failed stalled, and Resume finishes it', async () => {
  const user = await newUser();
  const id = await readyImport(user);
  const fault = breakWrites(user.userId, 12); // the SDK's four attempts in each of Lambda's three runs
  expect((await request('POST', `/api/imports/${id}/confirm/`, { token: user.access })).status).toBe(202);
  await faults.runtime.jobsSettled(); // the run and Lambda's two retries have all ended
  expect(fault.hits).toBe(12);
  const stuck = (await request('GET', `/api/imports/${id}/`, { token: user.access })).body;
  expect(stuck).toMatchObject({ status: 'importing', stalled: false, progress: { done: 100 } });
  // Time passes: nothing moved for longer than the stall limit.
  const longAgo = new Date(Date.now() - IMPORT_STALL_MS - 1000).toISOString();
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${user.userId}`, SK: `IMPORT#${id}` },
      UpdateExpression: 'SET updated_at = :t',
      ExpressionAttributeValues: { ':t': longAgo },
    }),
  );
  expect((await request('GET', `/api/imports/${id}/`, { token: user.access })).body.stalled).toBe(true);
  expect((await request('POST', `/api/imports/${id}/confirm/`, { token: user.access })).status).toBe(202);
  const job = await waitWhile(user.access, id, 'importing');
  expect(job).toMatchObject({ status: 'done', stalled: false, progress: { done: ROWS, total: ROWS } });
  expect(new Set(await entryKeysOf(user.userId)).size).toBe(ROWS);
  expect(await entryKeysOf(user.userId)).toHaveLength(ROWS);
});

it('writes nothing more once the person discards the import while it runs', async () => {
  const user = await newUser();
  const id = await readyImport(user);
  // The run asks whether the job is still there before each batch: hold that question the second time (before the
  // second batch) until the person has discarded the job, and the batch must not be written.
  let checks = 0;
  let held!: () => void;
  const reached = new Promise<void>((resolve) => (held = resolve));
  const isCheck = (call: ProxiedCall) =>
    call.body.includes(`IMPORT#${id}`) && call.body.includes('"UpdateExpression":"SET #s0 = :s0"') && ++checks === 2;
  let discarded!: () => void;
  const until = new Promise<void>((resolve) => (discarded = resolve));
  const check = faults.dynamodb.inject({
    operation: 'UpdateItem',
    match: (call) => isCheck(call) && (held(), true),
    fault: { kind: 'hold', until },
  });
  expect((await request('POST', `/api/imports/${id}/confirm/`, { token: user.access })).status).toBe(202);
  await Promise.race([reached, faults.runtime.jobsSettled()]); // the second check is held (or the run ended without it)
  expect(check.hits).toBe(1);
  expect((await request('DELETE', `/api/imports/${id}/`, { token: user.access })).status).toBe(204);
  discarded();
  await faults.runtime.jobsSettled(); // the run has ended: whatever it was going to write is written
  expect(await entryKeysOf(user.userId)).toHaveLength(100); // the first batch, and nothing after the discard
  expect((await request('GET', `/api/imports/${id}/`, { token: user.access })).status).toBe(404);
});
