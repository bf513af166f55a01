// R01 (QUALITY.md): DynamoDB throttles twice, then serves → the SDK's retries make the call succeed; it throttles
// always → 503 with Retry-After in DESIGN.md's error shape, and the request's writes are all visible or none.
// Faults come from the proxy between the handlers and dynalite (local/fault-proxy.ts, docs/FAULTS.md).
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, GOOD_PASSWORD, signedInAccount, uniqueName } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterEach(() => faults.dynamodb.clear());
afterAll(() => faults?.stop());

const throttle = { kind: 'throttle' } as const;
const ZONE = 'America/New_York';

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

/** DESIGN.md's 503: a detail to show and a Retry-After in seconds. */
function expectBusy(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.body).toEqual({ detail: expect.any(String) });
}

const items = [
  { category: 'food_drinks', details: 'porridge', calculated_time: '2026-11-21T08:00:00', notes: '' },
  { category: 'mood_stress', details: 'calm', calculated_time: '2026-11-21T08:30:00', notes: '' },
];
const save = (token: string) =>
  request('POST', '/api/structured-data/save/', { token, body: { raw_text: 'porridge, calm', timezone: ZONE, items } });

describe('R01: a save of a user input and its entries', () => {
  it('R01: throttled twice, then served: saved', async () => {
    const user = await newUser();
    const fault = faults.dynamodb.inject({ operation: 'BatchWriteItem', match: user.userId, fault: throttle, times: 2 });
    const saved = await save(user.access);
    expect(saved.status).toBe(201);
    expect(fault.hits).toBe(2);
    expect((await sortKeysOf(user.userId)).filter((key) => key.startsWith('LOG#'))).toHaveLength(3);
  });

  it('R01: throttled always: 503 with Retry-After, nothing written, and the same save works afterwards', async () => {
    const user = await newUser();
    // The puts only: the save's clean-up deletes must get through.
    const puts = (call: ProxiedCall) => call.body.includes(user.userId) && call.body.includes('PutRequest');
    const fault = faults.dynamodb.inject({
      operation: 'BatchWriteItem',
      match: puts,
      fault: { kind: 'throttle', error: 'ThrottlingException' },
    });
    expectBusy(await save(user.access));
    expect(fault.hits).toBeGreaterThanOrEqual(4);
    expect((await sortKeysOf(user.userId)).filter((key) => key.startsWith('LOG#'))).toEqual([]);
    fault.remove();
    expect((await save(user.access)).status).toBe(201);
  });
});

describe('R01: a registration and its claims', () => {
  const register = (username: string) =>
    request('POST', '/api/auth/register/', {
      body: { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, first_name: 'Robin' },
    });

  it('R01: the e-mail claim throttled twice, then served: registered', async () => {
    const username = uniqueName('r01');
    faults.dynamodb.inject({ operation: 'PutItem', match: `EMAIL#${username}`, fault: throttle, times: 2 });
    expect((await register(username)).status).toBe(201);
  });

  it.each([
    ['the e-mail claim', (username: string) => `EMAIL#${username}`],
    ['the user item', () => '"PROFILE"'],
  ])('R01: %s throttled always: 503, neither claim left, and the same name registers afterwards', async (_step, key) => {
    const username = uniqueName('r01');
    faults.dynamodb.inject({ operation: 'PutItem', match: key(username), fault: throttle });
    expectBusy(await register(username));
    faults.dynamodb.clear();
    expect((await register(username)).status).toBe(201);
  });
});
