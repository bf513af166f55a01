// R01 (docs/FAULTS.md): DynamoDB throttles twice, then serves → the SDK's retries make the call succeed; it throttles
// always → 503 with Retry-After in the error shape of docs/PRODUCT.md "Error shapes", and the request's writes are all visible or none.
// Faults come from the proxy between the handlers and dynalite (local/fault-proxy.ts, docs/FAULTS.md).
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, GOOD_PASSWORD, registerAccount, signedInAccount, uniqueName } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { jpegWithLocation, postForm } from './support/photos';
import { freshLoopbackAddress, request } from './support/runtime';
import { IMAGES_BUCKET, keysUnder } from './support/storage';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

const throttle = { kind: 'throttle' } as const;
const ZONE = 'America/New_York';

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

/** the 503 of docs/PRODUCT.md "Error shapes": a detail to show and a Retry-After in seconds. */
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

it.concurrent('R01: a save throttled twice, then served: saved', async () => {
  const user = await newUser();
  // A save is one transaction (issue 21, docs/LOGS.md).
  const fault = faults.dynamodb.inject({ operation: 'TransactWriteItems', match: user.userId, fault: throttle, times: 2 });
  const saved = await save(user.access);
  expect(saved.status).toBe(201);
  expect(fault.hits).toBe(2);
  fault.remove();
  expect((await sortKeysOf(user.userId)).filter((key) => key.startsWith('LOG#'))).toHaveLength(3);
});

it.concurrent('R01: a save throttled always: 503 with Retry-After, nothing written, and the same save works afterwards', async () => {
  const user = await newUser();
  // The save's one transaction, all or nothing (issue 21): no clean-up is needed.
  const fault = faults.dynamodb.inject({
    operation: 'TransactWriteItems',
    match: user.userId,
    fault: { kind: 'throttle', error: 'ThrottlingException' },
  });
  expectBusy(await save(user.access));
  expect(fault.hits).toBeGreaterThanOrEqual(4);
  expect((await sortKeysOf(user.userId)).filter((key) => key.startsWith('LOG#'))).toEqual([]);
  fault.remove();
  expect((await save(user.access)).status).toBe(201);
});

const register = (username: string) =>
  request('POST', '/api/auth/register/', {
    body: { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, first_name: 'Robin' },
    // Sign-ups are throttled per address: each from a loopback address of its own (test/api/support/runtime.ts).
    from: freshLoopbackAddress(),
  });

it.concurrent('R01: a sign-up whose e-mail claim is throttled twice, then served: registered', async () => {
  const username = uniqueName('r01');
  const fault = faults.dynamodb.inject({ operation: 'PutItem', match: `EMAIL#${username}`, fault: throttle, times: 2 });
  expect((await register(username)).status).toBe(201);
  expect(fault.hits).toBe(2);
});

it.concurrent.each([
  ['e-mail claim', (username: string) => `EMAIL#${username}`],
  ['user item', (username: string) => (call: ProxiedCall) => call.body.includes('"PROFILE"') && call.body.includes(username)],
])('R01: a sign-up whose %s is throttled always: 503, neither claim left, and the same name registers afterwards', async (_step, key) => {
  const username = uniqueName('r01');
  const fault = faults.dynamodb.inject({ operation: 'PutItem', match: key(username), fault: throttle });
  expectBusy(await register(username));
  fault.remove();
  expect((await register(username)).status).toBe(201);
});

const extract = (token: string, text: string) => request('POST', '/api/ai/process-input/', { token, body: { text, timezone: ZONE } });
const creditsUsed = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body.credits_used;
const allowance = (userId: string, refund: boolean) => (call: ProxiedCall) =>
  call.body.includes(`USER#${userId}`) && call.body.includes('ALLOWANCE#') && call.body.includes('ConditionExpression') !== refund;

it.concurrent('R01: an extraction whose charge is throttled twice, then served: answered and charged once', async () => {
  const user = await newUser();
  const fault = faults.dynamodb.inject({ operation: 'UpdateItem', match: allowance(user.userId, false), fault: throttle, times: 2 });
  expect((await extract(user.access, 'ran 5 km yesterday at 7am')).status).toBe(200);
  expect(fault.hits).toBe(2);
  expect(await creditsUsed(user.access)).toBe(1);
});

it.concurrent('R01: the refund of an extraction with nothing to save throttled twice, then served: nothing charged', async () => {
  const user = await newUser();
  const fault = faults.dynamodb.inject({ operation: 'UpdateItem', match: allowance(user.userId, true), fault: throttle, times: 2 });
  expect((await extract(user.access, 'asdf qwerty')).status).toBe(200);
  expect(fault.hits).toBe(2);
  expect(await creditsUsed(user.access)).toBe(0);
});

it.concurrent('R01: an extraction whose usage write is throttled always: 503, and the credit charged for it is given back', async () => {
  const user = await newUser();
  const usage = (call: ProxiedCall) => call.body.includes(`USER#${user.userId}`) && call.body.includes('USAGE#');
  const fault = faults.dynamodb.inject({ operation: 'UpdateItem', match: usage, fault: throttle });
  expectBusy(await extract(user.access, 'ran 5 km yesterday at 7am'));
  fault.remove();
  expect(await creditsUsed(user.access)).toBe(0);
});

const deleteAccount = (account: { access: string; password: string }) =>
  request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } });
const photo = { bytes: jpegWithLocation(), name: 'lunch.jpg', type: 'image/jpeg' };
const photoItems = JSON.stringify([{ category: 'food_drinks', details: 'salad', calculated_time: '2026-11-21T12:30:00', notes: '' }]);

it.concurrent.each([
  ["partition's deletes", 'BatchWriteItem', (user: { userId: string }) => `USER#${user.userId}`],
  ["username's releases", 'DeleteItem', (user: { username: string }) => `USERNAME#${user.username.toLowerCase()}`],
])(
  'R01, R11: an account deletion whose %s are throttled always: 503; rerun: no item, no object, and the name free',
  async (_step, operation, key) => {
    const user = await newUser();
    expect(
      (
        await postForm(
          '/api/structured-data/save-with-image/',
          user.access,
          { raw_text: 'lunch', items: photoItems, timezone: 'UTC' },
          photo,
        )
      ).status,
    ).toBe(201);
    expect(await keysUnder(IMAGES_BUCKET, `images/${user.userId}/`)).toHaveLength(1);
    const fault = faults.dynamodb.inject({ operation, match: key(user), fault: throttle });
    expectBusy(await deleteAccount(user));
    fault.remove();
    // The profile is still there, tombstoned: the token is refused, and the owner's next sign-in finishes the deletion.
    expect(await sortKeysOf(user.userId)).toContain('PROFILE');
    expect((await request('GET', '/api/auth/me/', { token: user.access })).status).toBe(401);
    const signIn = await request('POST', '/api/auth/token/', { body: { username: user.username, password: user.password } });
    expect(signIn.status).toBe(401);
    expect(await sortKeysOf(user.userId)).toEqual([]);
    expect(await keysUnder(IMAGES_BUCKET, `images/${user.userId}/`)).toEqual([]);
    expect((await request('GET', '/api/auth/me/', { token: user.access })).status).toBe(401);
    await registerAccount({ username: user.username, email: user.email });
  },
);
