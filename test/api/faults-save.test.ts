// A fault at each step of a multi-item save with its photo (POST /api/structured-data/save-with-image/): the photo
// into S3, the image charged, the user input and entries in one transaction (issue 21: they were two batches of 25,
// a kill between which left half a save), the photo counted, the usage recorded. Whichever step fails, the answer is an error and nothing of the save stays: no entry without its user
// input, no orphan image, no image of the plan spent. Faults come from local/fault-proxy.ts (docs/FAULTS.md).
import type { Fault, FaultProxy, ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, signedInAccount } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { jpegWithLocation, postForm } from './support/photos';
import { request } from './support/runtime';
import { IMAGES_BUCKET, keysUnder } from './support/storage';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

// 30 items and the user input: 31 puts, one transaction (TransactWriteItems), all or nothing.
const items = JSON.stringify(
  Array.from({ length: 30 }, (_, i) => ({
    category: i % 2 ? 'food_drinks' : 'mood_stress',
    details: `item ${i + 1}`,
    calculated_time: `2026-11-21T${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00`,
    notes: '',
  })),
);
const photo = () => ({ bytes: jpegWithLocation(), name: 'lunch.jpg', type: 'image/jpeg' });
const saveWithPhoto = (token: string) =>
  postForm('/api/structured-data/save-with-image/', token, { raw_text: 'a long day', items, timezone: 'UTC' }, photo());

type Step = [string, (faults: FaultRuntime) => FaultProxy, string, (userId: string) => (call: ProxiedCall) => boolean, Fault];
const within = (userId: string, call: ProxiedCall, ...parts: string[]) => [userId, ...parts].every((part) => call.body.includes(part));
const steps: Step[] = [
  ['the photo into S3', (f) => f.s3, 'PUT', (userId) => (call) => call.path.includes(`/images/${userId}/`), { kind: 'throttle' }],
  [
    'the image charged',
    (f) => f.dynamodb,
    'UpdateItem',
    (id) => (call) => within(id, call, 'ALLOWANCE#', 'Condition'),
    { kind: 'throttle' },
  ],
  [
    'the user input and entries (throttled)',
    (f) => f.dynamodb,
    'TransactWriteItems',
    (id) => (call) => within(id, call, 'user-inputs'),
    { kind: 'throttle' },
  ],
  [
    'the user input and entries (broken)',
    (f) => f.dynamodb,
    'TransactWriteItems',
    (id) => (call) => within(id, call, 'user-inputs'),
    { kind: 'server-error' },
  ],
  ['the photo counted', (f) => f.dynamodb, 'PutItem', (id) => (call) => within(id, call, 'PHOTO#'), { kind: 'drop' }],
  ['the usage recorded', (f) => f.dynamodb, 'UpdateItem', (id) => (call) => within(id, call, 'USAGE#'), { kind: 'throttle' }],
];

it.concurrent.each(steps)('a fault at %s: an error, and nothing of the save stays', async (_step, proxyOf, operation, match, fault) => {
  const account = await signedInAccount();
  const userId = decodeJwt(account.access).sub as string;
  const injected = proxyOf(faults).inject({ operation, match: match(userId), fault });
  const failed = await saveWithPhoto(account.access);
  injected.remove();
  expect(injected.hits).toBeGreaterThan(0);
  // Throttled past the SDK's retries: the 503 of docs/PRODUCT.md "Error shapes"; broken: the generic 500.
  expect(failed.status).toBe(fault.kind === 'throttle' ? 503 : 500);
  expect(failed.body).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  expect((await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#'))).toEqual([]);
  expect(await keysUnder(IMAGES_BUCKET, `images/${userId}/`)).toEqual([]);
  expect((await request('GET', '/api/ai/trial-status/', { token: account.access })).body).toMatchObject({ images_used: 0 });

  // The same save, with the fault gone: everything of it, once.
  const saved = await saveWithPhoto(account.access);
  expect(saved.status).toBe(201);
  expect((await sortKeysOf(userId)).filter((key) => key.startsWith('LOG#'))).toHaveLength(31);
  expect(await keysUnder(IMAGES_BUCKET, `images/${userId}/`)).toHaveLength(1);
  expect((await request('GET', '/api/ai/trial-status/', { token: account.access })).body).toMatchObject({ images_used: 1 });
});
