// S48: a write already past authentication when the account's tombstone is written does not survive the deletion.
// The entry save below checks the person, then waits 6 s (the fault proxy holds one of its calls: a slow table, a
// long AI call would do the same), and writes while the account is being deleted: the write fence (platform/write-fence.ts) checks again
// before it and refuses it, and the deletion's sweeps leave the partition empty. On the code before, the entry was
// written under a deleted profile.
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { entryBody } from './support/logs';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

it('S48: a save that authenticated before the tombstone and writes after it is refused, and nothing of it is left', async () => {
  const account = await signedInAccount();
  const userId = decodeJwt(account.access).sub as string;
  const token = account.access;
  // The save's count against its person's write window (core/person-limits.ts) is held 6 s: it runs beside the
  // authentication read, so the save has passed its check when the deletion starts, and writes only after.
  const held = faults.dynamodb.inject({ operation: 'UpdateItem', match: 'RATE#person-', fault: { kind: 'delay', ms: 6_000 }, times: 1 });
  const save = request('POST', '/api/sleep/', { token, body: entryBody('sleep') });
  while (held.hits === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const deleted = await request('DELETE', '/api/auth/account/delete/', { token, body: { password: account.password } });
  expect(deleted.status).toBe(200);

  expect((await save).status).toBe(401);
  // Longer than the save could take: whatever it was going to write has been written by now.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await sortKeysOf(userId)).toEqual([]);
}, 60_000);
