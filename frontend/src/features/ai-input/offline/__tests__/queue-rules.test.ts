// R15 (docs/OFFLINE.md "Offline capture"): the queue's rules alone. A capture waits with its key and capture time;
// no answer, a 5xx, a 409 or a 429 leaves it waiting with backoff and the same key; another 4xx fails it with the
// server's words, not retried; an answer with items makes it ready to review, one with nothing to save fails it.
import { ApiError } from '@/lib/api-client';
import {
  afterAnswer,
  afterFailure,
  backoffMs,
  dueAgain,
  dueNow,
  newCapture,
  nextDue,
  RETRY_MOST_MS,
  type QueuedCapture,
} from '../queue-rules';
import { QUEUE_TEXT, typedAtText } from '../queue-texts';

const NOW = Date.parse('2026-11-27T08:10:00Z');
const capture = (text = 'coffee at 8', at = NOW): QueuedCapture =>
  newCapture({ key: `key-${text}`, userId: 'U1', text, photo: null, zone: 'Europe/Berlin', now: new Date(at) });
const item = { category: 'food_drinks', details: 'coffee', calculated_time: '2026-11-27T08:00:00', notes: '' };
const answer = (items: unknown[] = [item], unmatched: string[] = []) => ({ items, changes: [], unmatched }) as never;
const noAnswer = () => new ApiError('Network error - unable to reach server', { reason: 'network' });
const status = (code: number, body: unknown = {}) => new ApiError('failed', { status: code, body });

test('a new capture waits, due now, with its key, the time it was typed and the zone', () => {
  expect(capture()).toEqual({
    key: 'key-coffee at 8',
    userId: 'U1',
    text: 'coffee at 8',
    photo: null,
    capturedAt: '2026-11-27T08:10:00.000Z',
    zone: 'Europe/Berlin',
    state: 'waiting',
    tries: 0,
    nextTryAt: NOW,
    problem: null,
    answer: null,
  });
});

test('backoff: 5 s, then doubling, at most 5 minutes', () => {
  expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  expect(backoffMs(7)).toBe(RETRY_MOST_MS);
  expect(backoffMs(40)).toBe(RETRY_MOST_MS);
});

test.each([
  ['no answer at all', noAnswer(), QUEUE_TEXT.noNetwork],
  ['a timeout', new ApiError('timed out', { reason: 'timeout' }), QUEUE_TEXT.noNetwork],
  ['a 503', status(503, { detail: 'The AI is busy right now.' }), QUEUE_TEXT.serverTrouble],
  ['a 500', status(500), QUEUE_TEXT.serverTrouble],
  ['a 409 "still in progress"', status(409, { code: 'idempotencyKeyInProgress' }), QUEUE_TEXT.serverTrouble],
  ['a 429', status(429), QUEUE_TEXT.serverTrouble],
])('%s: still waiting, retried after the backoff with the same key and capture time', (_name, error, problem) => {
  const first = afterFailure(capture(), error, NOW);
  expect(first).toMatchObject({
    state: 'waiting',
    tries: 1,
    nextTryAt: NOW + 5_000,
    problem,
    key: 'key-coffee at 8',
    capturedAt: '2026-11-27T08:10:00.000Z',
  });
  const second = afterFailure(first, error, NOW + 5_000);
  expect(second).toMatchObject({ state: 'waiting', tries: 2, nextTryAt: NOW + 15_000, key: first.key, capturedAt: first.capturedAt });
});

test.each([
  [
    'a 400 naming the field',
    status(400, { captured_at: ['This capture is more than 30 days old. Type it again to log it.'] }),
    'Captured at: This capture is more than 30 days old. Type it again to log it.',
  ],
  [
    'a 403 with the server’s words',
    status(403, { detail: 'You have used all your credits for this period.', code: 'creditsExhausted' }),
    'You have used all your credits for this period.',
  ],
  [
    'a 422 key reused',
    status(422, { detail: 'This Idempotency-Key was already used for a different request.' }),
    'This Idempotency-Key was already used for a different request.',
  ],
])('%s: failed, not retried, saying why', (_name, error, problem) => {
  const failed = afterFailure(capture(), error, NOW);
  expect(failed).toMatchObject({ state: 'failed', tries: 1, problem });
  expect(dueNow([failed], Number.POSITIVE_INFINITY)).toEqual([]);
  expect(nextDue([failed])).toBeNull();
  expect(dueAgain(failed, NOW)).toBe(failed);
});

test('an answer with items is ready to review and keeps the answer; one with nothing to save fails saying so', () => {
  expect(afterAnswer(capture(), answer())).toMatchObject({ state: 'ready', tries: 1, problem: null, answer: answer() });
  expect(afterAnswer(capture(), answer([]))).toMatchObject({ state: 'failed', problem: QUEUE_TEXT.nothingFound, answer: null });
  expect(afterAnswer(capture(), answer([], ['No run was found to change.']))).toMatchObject({
    state: 'failed',
    problem: 'No run was found to change.',
  });
});

test('due now: the waiting ones whose time has come, oldest first; the next due time for the timer', () => {
  const later = capture('tea at 9', NOW + 60_000);
  const early = capture('eggs at 7', NOW - 60_000);
  const backedOff = afterFailure(capture('run', NOW - 120_000), noAnswer(), NOW);
  const ready = afterAnswer(capture('bread', NOW - 180_000), answer());
  const all = [later, backedOff, ready, early];
  expect(dueNow(all, NOW).map((c) => c.text)).toEqual(['eggs at 7']);
  expect(dueNow(all, NOW + 5_000).map((c) => c.text)).toEqual(['run', 'eggs at 7']);
  expect(dueNow(all, NOW + 60_000).map((c) => c.text)).toEqual(['run', 'eggs at 7', 'tea at 9']);
  expect(nextDue(all)).toBe(NOW - 60_000);
  expect(dueAgain(backedOff, NOW).nextTryAt).toBe(NOW);
});

test.each([
  ['2026-11-27T07:10:00Z', 'Europe/Berlin', 'typed 08:10'],
  ['2026-11-26T23:30:00Z', 'Europe/Berlin', 'typed 00:30'],
  ['2026-11-26T23:30:00Z', 'America/Los_Angeles', 'typed Thu 15:30'],
  ['2026-11-27T01:30:00Z', 'Pacific/Auckland', 'typed 14:30'],
])('a capture typed at %s in %s reads "%s" on 27 November at 09:30 UTC', (at, zone, text) => {
  expect(typedAtText(at, zone, new Date('2026-11-27T09:30:00Z'))).toBe(text);
});
