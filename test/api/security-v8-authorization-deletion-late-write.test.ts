// S48: a write already past authentication when the account's tombstone is written does not survive the deletion.
// The entry save below checks the person, then waits (the fault proxy holds one of its calls until the deletion has
// answered: a slow table, a long AI call would do the same), and writes after the account was deleted: the write
// fence (platform/write-fence.ts) checks again before it and refuses it, and the deletion's sweeps leave the partition
// empty. On the code before, the entry was written under a deleted profile.
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { entryBody } from './support/entries';
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
  // The save's count against its person's write window (core/person-limits.ts) is held until the account is deleted:
  // it runs beside the authentication read, so the save has passed its check when the deletion starts, and writes only after.
  let reached!: () => void;
  const counting = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  const match = (call: ProxiedCall) => call.body.includes('RATE#person-') && (reached(), true);
  const held = faults.dynamodb.inject({ operation: 'UpdateItem', match, fault: { kind: 'hold', until }, times: 1 });
  const save = request('POST', '/api/sleep/', { token, body: entryBody('sleep') });
  await counting;
  const deleted = await request('DELETE', '/api/auth/account/delete/', { token, body: { password: account.password } });
  expect(deleted.status).toBe(200);
  // The deletion answers after its final sweep, LATE_WRITE_MS after its tombstone: the save's check is older than the
  // fence's WRITE_FENCE_MS now (platform/write-fence.ts), so its write must check again.
  release();

  expect(held.hits).toBe(1);
  expect((await save).status).toBe(401);
  // Every table call the save made has been answered: whatever it was going to write has been written by now.
  await faults.dynamodb.idle();
  expect(await sortKeysOf(userId)).toEqual([]);
}, 60_000);
