// The entries API calls (docs/PRODUCT.md "Logs"): the one-call create with its exact payload and Idempotency-Key, update with version,
// delete, paged lists.
import { actionKeys } from '@/lib/idempotency-key';
import { createManualEntry, manualEntryText } from '@/lib/entries-api/create-manual-entry';
import { deleteEntry } from '@/lib/entries-api/delete-entry';
import { fetchEntryPage, latestEntries, listQuery } from '@/lib/entries-api/list-entries';
import { entryOperation, type EntryVerb } from '@/lib/entries-api/operations';
import { updateEntry, versionConflictOf } from '@/lib/entries-api/update-entry';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/call-api';
import { COLLECTIONS } from '@shared/entry-types';
import { entry, installApi } from '@/components/entries/__tests__/fixtures';
import * as ops from '@/lib/api-contract.generated';

const draft = (overrides = {}) => ({
  when: '2026-01-15T08:30',
  details: 'two eggs',
  notes: '',
  itemType: '',
  dataDetails: '',
  measures: {},
  subjects: '',
  ...overrides,
});

beforeEach(() => localStorage.setItem('token', 'access-token'));

test('each collection and verb is an operation of the contract, at the collection with its method', () => {
  const methods: Record<EntryVerb, string> = { list: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' };
  for (const collection of COLLECTIONS) {
    for (const verb of Object.keys(methods) as EntryVerb[]) {
      const { method, path } = entryOperation(collection, verb);
      expect([method, path]).toEqual([methods[verb], verb === 'list' || verb === 'create' ? `/${collection}/` : `/${collection}/{id}/`]);
    }
  }
});

describe('manual entry text', () => {
  test("is 'Manual entry: ' and the details", () => {
    expect(manualEntryText(draft())).toBe('Manual entry: two eggs');
  });
  test("adds ' Notes: ' and the notes when there are notes", () => {
    expect(manualEntryText(draft({ notes: ' with coffee ' }))).toBe('Manual entry: two eggs Notes: with coffee');
  });
});

describe('create: one call, the entry with its user input text, under an Idempotency-Key (issue 21)', () => {
  const created = ({ path, method, body }: { path: string; method: string; body: unknown }) =>
    method === 'POST' && path !== '/api/user-inputs/' ? { status: 201, body: { id: 'E-1', ...(body as object) } } : undefined;

  test('sends one call with the exact payload in the chosen zone', async () => {
    const { requests } = installApi(created);
    const answer = await createManualEntry('food-drinks', draft({ notes: 'with coffee' }), 'America/New_York', 'us');

    expect(requests.map((r) => [r.method, new URL(r.url, 'http://x').pathname])).toEqual([['POST', '/api/food-drinks/']]);
    expect(requests[0].body).toEqual({
      calculated_timestamp: '2026-01-15T08:30:00-05:00',
      notes: 'with coffee',
      details: 'two eggs',
      measures: {},
      subjects: [],
      user_input_text: 'Manual entry: two eggs Notes: with coffee',
      device_timezone: 'America/New_York',
      device_offset_minutes: -300,
    });
    expect(requests[0].headers.Authorization).toBe('Bearer access-token');
    expect(requests[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.id).toBe('E-1');
  });

  test('the offset is the one of that instant (summer time), not of today', async () => {
    const { requests } = installApi(created);
    await createManualEntry('sleep', draft({ when: '2026-07-01T23:00', details: '7 hours' }), 'America/New_York', 'metric');
    expect(requests[0].body).toMatchObject({ calculated_timestamp: '2026-07-01T23:00:00-04:00', device_offset_minutes: -240 });
  });

  test('related data sends item_name, item_type (as its key) and data_details instead of details', async () => {
    const { requests } = installApi(created);
    await createManualEntry(
      'related-data',
      draft({ details: 'Blood pressure', itemType: 'Blood pressure', dataDetails: '120/80' }),
      'Europe/Paris',
      'metric',
    );
    expect(new URL(requests[0].url, 'http://x').pathname).toBe('/api/related-data/');
    expect(requests[0].body).toEqual({
      calculated_timestamp: '2026-01-15T08:30:00+01:00',
      notes: '',
      item_name: 'Blood pressure',
      item_type: 'blood_pressure',
      data_details: '120/80',
      measures: {},
      subjects: [],
      user_input_text: 'Manual entry: Blood pressure',
      device_timezone: 'Europe/Paris',
      device_offset_minutes: 60,
    });
  });

  test('S50: a retry after a 503, and Add pressed again after a failure, carry the same key; the next entry a new one', async () => {
    let calls = 0;
    const { requests } = installApi((request) => (++calls <= 4 ? { status: 503, body: { detail: 'busy' } } : created(request)));
    const keys = actionKeys();
    // The API client's own retries (3 after the first) all answered 503: the action fails.
    await expect(createManualEntry('sleep', draft(), 'UTC', 'metric', keys)).rejects.toBeInstanceOf(ApiError);
    await createManualEntry('sleep', draft(), 'UTC', 'metric', keys);
    await createManualEntry('sleep', draft({ details: 'another night' }), 'UTC', 'metric', keys);
    const sent = requests.map((r) => r.headers['Idempotency-Key']);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.slice(0, 5)).size).toBe(1);
    expect(sent[5]).not.toBe(sent[0]);
  }, 20_000);

  test('a changed draft after a failure is a new action with a new key', async () => {
    let calls = 0;
    const { requests } = installApi((request) => (++calls === 1 ? { status: 400, body: { details: ['Too long.'] } } : created(request)));
    const keys = actionKeys();
    await expect(createManualEntry('sleep', draft(), 'UTC', 'metric', keys)).rejects.toBeInstanceOf(ApiError);
    await createManualEntry('sleep', draft({ details: 'shorter' }), 'UTC', 'metric', keys);
    expect(requests[1].headers['Idempotency-Key']).not.toBe(requests[0].headers['Idempotency-Key']);
  });
});

describe('update and delete', () => {
  test('PUT sends the same fields plus the version the entry was loaded at', async () => {
    const { requests } = installApi(({ method }) => (method === 'PUT' ? { status: 200, body: entry({ version: 4 }) } : undefined));
    await updateEntry('sleep', {
      entry: { id: 'E 1', user_input_log: 'UI-9', version: 3 },
      draft: draft({ details: '8 hours' }),
      zone: 'America/New_York',
      system: 'us',
    });
    expect(new URL(requests[0].url, 'http://x').pathname).toBe('/api/sleep/E%201/');
    expect(requests[0].body).toEqual({
      calculated_timestamp: '2026-01-15T08:30:00-05:00',
      notes: '',
      details: '8 hours',
      measures: {},
      subjects: [],
      user_input_log: 'UI-9',
      device_timezone: 'America/New_York',
      device_offset_minutes: -300,
      version: 3,
    });
  });

  test('measures and subjects go canonical; a measure left as loaded keeps its stored value, not a rounded one', async () => {
    const { requests } = installApi(() => ({ status: 200, body: entry() }));
    const update = (collection: 'physical-activities' | 'related-data', stored: object, measures: object) =>
      updateEntry(collection, {
        entry: { id: 'E', user_input_log: null, version: 1, measures: stored },
        draft: draft({ measures, subjects: 'Running, park' }),
        zone: 'UTC',
        system: 'us',
      });
    await update('physical-activities', { distance_km: 5, duration_min: 28 }, { distance_km: '3.11', duration_min: '30' });
    await update('physical-activities', { distance_km: 5, duration_min: 28 }, { distance_km: '3.2', duration_min: '' });
    await update('related-data', { value: 72.4, unit: 'kg' }, { value: '159.6', unit: 'lb' });
    await update('related-data', { value: 72.4, unit: 'kg' }, { value: '160', unit: 'lb' });
    expect(requests.map((r) => (r.body as { measures: object }).measures)).toEqual([
      { distance_km: 5, duration_min: 30 },
      { distance_km: 5.15 },
      { value: 72.4, unit: 'kg' },
      { value: 72.57, unit: 'kg' },
    ]);
    expect(requests[0].body).toMatchObject({ subjects: ['running', 'park'] });
  });

  test('a 409 reads as a version conflict with the current entry', async () => {
    const current = entry({ version: 5, details: 'from the other tab' });
    installApi(() => ({ status: 409, body: { detail: 'This entry was changed elsewhere.', current } }));
    const failure = await updateEntry('sleep', {
      entry: { id: 'E', user_input_log: null, version: 4 },
      draft: draft(),
      zone: 'UTC',
      system: 'metric',
    }).catch((e) => e);
    expect(versionConflictOf(failure)).toEqual({ detail: 'This entry was changed elsewhere.', current });
    expect(versionConflictOf(new ApiError('x', { status: 500 }))).toBeNull();
  });

  test('DELETE goes to the entry path', async () => {
    const { requests } = installApi(() => ({ status: 204 }));
    await deleteEntry('mood-stress', 'E9');
    expect(requests[0].method).toBe('DELETE');
    expect(new URL(requests[0].url, 'http://x').pathname).toBe('/api/mood-stress/E9/');
  });
});

describe('lists', () => {
  test('dates go with the zone they are days in; limit and cursor always as given', () => {
    expect(pathOf(ops.listSleep, {}, listQuery({ start: '2026-01-01', end: '2026-01-31', timezone: 'Asia/Tokyo' }, 50, 'abc'))).toBe(
      '/sleep/?start=2026-01-01&end=2026-01-31&timezone=Asia%2FTokyo&limit=50&cursor=abc',
    );
    expect(pathOf(ops.listSleep, {}, listQuery({ timezone: 'Asia/Tokyo' }, 5))).toBe('/sleep/?limit=5');
  });

  test('a page reads its entries and the next cursor from X-Next-Cursor', async () => {
    const rows = [entry(), entry()];
    const { requests } = installApi(() => ({ status: 200, body: rows, headers: { 'X-Next-Cursor': 'next-1' } }));
    const page = await fetchEntryPage('supplements', { filter: { start: '2026-02-01', timezone: 'UTC' }, limit: 2 });
    expect(page).toEqual({ entries: rows, nextCursor: 'next-1' });
    expect(requests[0].url).toBe('/api/supplements/?start=2026-02-01&timezone=UTC&limit=2');
  });

  test('the last page has no cursor', async () => {
    installApi(() => ({ status: 200, body: [] }));
    expect(await fetchEntryPage('sleep')).toEqual({ entries: [], nextCursor: null });
  });

  test('latest entries are the newest by utc_time, at most the count', () => {
    const times = [
      '2026-01-03T00:00:00Z',
      '2026-01-05T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-01-04T00:00:00Z',
      '2026-01-06T00:00:00Z',
      '2026-01-02T00:00:00Z',
    ];
    const latest = latestEntries(
      times.map((utc_time) => entry({ utc_time })),
      5,
    );
    expect(latest.map((e) => e.utc_time.slice(8, 10))).toEqual(['06', '05', '04', '03', '02']);
  });
});
