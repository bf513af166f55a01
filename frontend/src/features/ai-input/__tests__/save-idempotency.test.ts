// Confirm & Save under an Idempotency-Key (issue 21, S50): the review's key goes with the save, the same on the API
// client's retries and when Save is pressed again after an error; a new save (after a success) gets a new key.
import { ApiError } from '@/lib/api-client';
import { actionKeys } from '@/lib/idempotency-key';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { saveStructuredData } from '../api/save-structured-data';

const saved = { user_input_id: 'UI-1', entries: [], changed: [], image_url: null };
const item = { category: 'food_drinks', details: 'coffee', calculated_time: '2026-11-21T08:00:00-05:00', notes: '' };
const review = (details = 'coffee') => ({ rawText: details, items: [{ ...item, details }], timezone: 'UTC' });

beforeEach(() => localStorage.setItem('token', 'access-token'));

test('S50: retries and a second press after a failure send the same key; the next save a new one', async () => {
  const answers: FakeAnswer[] = [
    ...Array.from({ length: 4 }, () => ({ status: 503, body: { detail: 'busy' } })),
    { status: 201, body: saved },
  ];
  const { requests } = installFetch(() => answers.shift() ?? { status: 201, body: saved });
  const keys = actionKeys();
  await expect(saveStructuredData(review(), keys)).rejects.toBeInstanceOf(ApiError);
  await expect(saveStructuredData(review(), keys)).resolves.toEqual(saved);
  await saveStructuredData(review('tea'), keys);
  const sent = requests.map((r) => r.headers['Idempotency-Key']);
  expect(sent).toHaveLength(6);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(sent.slice(0, 5)).size).toBe(1);
  expect(sent[5]).not.toBe(sent[0]);
}, 20_000);

test('a photo save carries the key too', async () => {
  const { requests } = installFetch(() => ({ status: 201, body: saved }));
  const image = new File([new Uint8Array([1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });
  await saveStructuredData({ ...review(), image });
  expect(new URL(requests[0].url, 'http://x').pathname).toBe('/api/structured-data/save-with-image/');
  expect(requests[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
});
