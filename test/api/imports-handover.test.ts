// A file too large for one run of the import job (issue 14): a run near its Lambda's time limit saves its place,
// starts the next run and stops; the runs together write every entry once. The runtime here gives the job 60 s,
// so after each batch less than its 60 s margin is left: each run takes one batch.
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { confirmImport, previewImport, uploadImport } from './support/imports';

let runtime: FaultRuntime;
beforeAll(async () => {
  runtime = await startFaultRuntime({ jobBudgetMs: 60_000 });
});
afterAll(() => runtime?.stop());

it('hands a long import over from run to run, each entry written once', async () => {
  const account = await signedInAccount();
  const userId = decodeJwt(account.access).sub as string;
  const rows = Array.from(
    { length: 250 },
    (_, i) => `2026-05-${String(1 + (i % 28)).padStart(2, '0')} 07:${String(i % 60).padStart(2, '0')},tea ${i}`,
  );
  const id = await uploadImport(account.access, 'csv', Buffer.from(['date,details', ...rows].join('\n')));
  await previewImport(account.access, id, { date: 'date', details: 'details', default_type: 'food-drinks' });
  const runs = runtime.dynamodb.calls.length;
  const job = await confirmImport(account.access, id);
  expect(job).toMatchObject({ status: 'done', progress: { done: 250, added: 250, existing: 0, total: 250 } });
  // Three runs (100, 100, 50): each claimed the job for itself (its run id the only field set).
  const claims = runtime.dynamodb.calls
    .slice(runs)
    .filter(
      (call) =>
        call.operation === 'UpdateItem' &&
        call.body.includes('"UpdateExpression":"SET #s0 = :s0, #s1 = :s1"') &&
        call.body.includes('"#s0":"run_id"'),
    );
  expect(claims).toHaveLength(3);
  const keys = (await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#food-drinks#'));
  expect(new Set(keys).size).toBe(250);
  expect(keys).toHaveLength(250);
});
