// R15 (docs/OFFLINE.md "Offline capture"): the queue's sender over the real API client and a fake fetch, with the
// IndexedDB store held in memory. Each send carries the capture's own Idempotency-Key, text, zone and capture time,
// the same on every try; no answer stops the round (the next ones would fare no better) and keeps the capture
// waiting; a 4xx fails it for good; a capture removed while its send ran is not brought back; one round at a time.
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { newCapture, type QueuedCapture } from '../queue-rules';
import { sendDue } from '../send-queued';

const stored = new Map<string, QueuedCapture>();
jest.mock('../capture-store', () => ({
  listCaptures: async (userId: string) => [...stored.values()].filter((c) => c.userId === userId),
  getCapture: async (key: string) => stored.get(key),
  putCapture: async (capture: QueuedCapture) => void stored.set(capture.key, capture),
  removeCapture: async (key: string) => void stored.delete(key),
}));

const T0 = Date.parse('2026-11-27T08:10:00Z');
const items = [{ category: 'food_drinks', details: 'coffee', calculated_time: '2026-11-27T08:00:00', notes: '' }];
const ok: FakeAnswer = { status: 200, body: { items, changes: [], unmatched: [] } };

function keep(text: string, minutes: number, userId = 'U1'): QueuedCapture {
  const capture = newCapture({
    key: `key-${text}`,
    userId,
    text,
    photo: null,
    zone: 'Europe/Berlin',
    now: new Date(T0 + minutes * 60_000),
  });
  stored.set(capture.key, capture);
  return capture;
}

/** A fetch answering from a list (a function throws: no answer at all), recording what was sent. */
function server(...answers: (FakeAnswer | 'no answer')[]) {
  return installFetch(() => {
    const next = answers.shift() ?? ok;
    if (next === 'no answer') throw new TypeError('Failed to fetch');
    return next;
  }).requests;
}

const keyOf = (request: RecordedRequest) => request.headers[IDEMPOTENCY_KEY_HEADER];

beforeEach(() => {
  stored.clear();
  localStorage.setItem('token', 'access-token');
});

test('R15: each capture goes with its own key, text, zone and the time it was typed, oldest first, and is then ready', async () => {
  keep('tea at 9', 5);
  keep('coffee at 8', 0);
  const requests = server();
  await sendDue('U1');
  expect(requests.map((r) => [r.url, keyOf(r), r.body])).toEqual([
    [
      '/api/ai/process-input/',
      'key-coffee at 8',
      { text: 'coffee at 8', timezone: 'Europe/Berlin', captured_at: '2026-11-27T08:10:00.000Z' },
    ],
    ['/api/ai/process-input/', 'key-tea at 9', { text: 'tea at 9', timezone: 'Europe/Berlin', captured_at: '2026-11-27T08:15:00.000Z' }],
  ]);
  expect([...stored.values()].map((c) => [c.text, c.state, c.answer?.items.length])).toEqual([
    ['tea at 9', 'ready', 1],
    ['coffee at 8', 'ready', 1],
  ]);
});

test('R15: no answer keeps it waiting and stops the round; its retry, after the backoff, sends the same key and body', async () => {
  keep('coffee at 8', 0);
  keep('tea at 9', 5);
  const requests = server('no answer', ok, ok);
  await sendDue('U1');
  expect(requests).toHaveLength(1);
  expect(stored.get('key-coffee at 8')).toMatchObject({ state: 'waiting', tries: 1 });
  expect(stored.get('key-tea at 9')).toMatchObject({ state: 'waiting', tries: 0 });
  // The next round: the one that got no answer is held back by its backoff, the other goes.
  await sendDue('U1');
  expect(requests.map(keyOf)).toEqual(['key-coffee at 8', 'key-tea at 9']);
  // The network has just come back: every waiting one goes at once, with its key and body unchanged.
  await sendDue('U1', { everyWaiting: true });
  expect(requests.map(keyOf)).toEqual(['key-coffee at 8', 'key-tea at 9', 'key-coffee at 8']);
  expect(requests[2].body).toEqual(requests[0].body);
  expect([...stored.values()].map((c) => c.state)).toEqual(['ready', 'ready']);
});

test('R15: a 4xx fails the capture with the server’s words, and it is never sent again', async () => {
  keep('coffee at 8', 0);
  const requests = server({ status: 403, body: { detail: 'You have used all your credits for this period.', code: 'creditsExhausted' } });
  await sendDue('U1');
  expect(stored.get('key-coffee at 8')).toMatchObject({ state: 'failed', problem: 'You have used all your credits for this period.' });
  await sendDue('U1', { everyWaiting: true });
  expect(requests).toHaveLength(1);
});

test('only the person’s own captures are sent', async () => {
  keep('coffee at 8', 0, 'U1');
  keep('tea at 9', 0, 'U2');
  const requests = server();
  await sendDue('U1');
  expect(requests.map(keyOf)).toEqual(['key-coffee at 8']);
  expect(stored.get('key-tea at 9')).toMatchObject({ state: 'waiting', tries: 0 });
});

test('a capture removed while its send ran is not brought back', async () => {
  keep('coffee at 8', 0);
  await sendDue('U1', {
    send: async () => {
      stored.delete('key-coffee at 8');
      return { items: items as never, changes: [], unmatched: [] };
    },
  });
  expect(stored.size).toBe(0);
});

test('one round at a time in a tab (without Web Locks, as jsdom): a second round while one runs sends nothing', async () => {
  keep('coffee at 8', 0);
  let sends = 0;
  let release: () => void = () => undefined;
  const send = () => {
    sends += 1;
    return new Promise<never>((_resolve, reject) => (release = () => reject(new TypeError('Failed to fetch'))));
  };
  const first = sendDue('U1', { send });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await sendDue('U1', { send, everyWaiting: true });
  release();
  await first;
  expect(sends).toBe(1);
});
