// R01 and R06 (docs/FAULTS.md) for the weekly report: a report the table refuses to store is a 503 with Retry-After, its
// credit given back and no report kept, the same rule as the chat's (faults-chat.test.ts; docs/FAULTS.md).
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

const creditsUsed = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body.credits_used;
const reportsOf = async (userId: string) => (await sortKeysOf(userId)).filter((key) => key.startsWith('REPORT#'));

it('R01, R06: a weekly report whose write is throttled always: 503, the credit back, no report; it works afterwards', async () => {
  const account = await signedInAccount();
  const userId = decodeJwt(account.access).sub as string;
  // An entry in the week, so the report is worth its credit.
  const logged = await request('POST', '/api/sleep/', {
    token: account.access,
    body: { calculated_timestamp: new Date(Date.now() - 86_400_000).toISOString(), details: 'Slept 7 hours' },
  });
  expect(logged.status).toBe(201);
  const fault = faults.dynamodb.inject({
    operation: 'PutItem',
    match: (call) => call.body.includes(`USER#${userId}`) && call.body.includes('"REPORT#'),
    fault: { kind: 'throttle' },
  });
  const refused = await request('POST', '/api/insights/reports/', { token: account.access, body: { timezone: 'Europe/Paris' } });
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(refused.body).toEqual({ detail: expect.any(String) });
  expect(fault.hits).toBeGreaterThan(0);
  fault.remove();
  expect(await creditsUsed(account.access)).toBe(0);
  expect(await reportsOf(userId)).toEqual([]);

  const written = await request('POST', '/api/insights/reports/', { token: account.access, body: { timezone: 'Europe/Paris' } });
  expect(written.status).toBe(201);
  expect(await creditsUsed(account.access)).toBe(1);
  expect(await reportsOf(userId)).toEqual([`REPORT#${written.body.id}`]);
});
