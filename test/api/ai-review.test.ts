// The review answer over HTTP with the local provider: measures and subjects on items, duplicates of saved
// entries marked, edits in plain words proposed with their version and applied only on save, and an answer
// with nothing to save not charged.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const ZONE = 'America/New_York';
const extract = (token: string, text: string) => request('POST', '/api/ai/process-input/', { token, body: { text, timezone: ZONE } });
const save = (token: string, raw_text: string, body: object) =>
  request('POST', '/api/structured-data/save/', { token, body: { raw_text, timezone: ZONE, items: [], ...body } });
const creditsUsed = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body.credits_used;

describe('the review answer', () => {
  it('answers items with measures and subjects, and no changes for new things', async () => {
    const { access } = await signedInAccount();
    const response = await extract(access, 'ran 5 km in 28 min yesterday at 7am');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ changes: [], unmatched: [] });
    expect(response.body.items).toEqual([
      expect.objectContaining({
        category: 'physical_activities',
        measures: expect.objectContaining({ distance_km: 5, duration_min: 28 }),
        subjects: ['running'],
        duplicate_of: null,
      }),
    ]);
  });

  it('marks an item that repeats a saved entry, naming it', async () => {
    const { access } = await signedInAccount();
    const first = await extract(access, 'coffee yesterday at 8am');
    const saved = await save(access, 'coffee yesterday at 8am', { items: first.body.items });
    expect(saved.status).toBe(201);
    const again = await extract(access, 'a coffee yesterday at 8:15am');
    expect(again.body.items[0].duplicate_of).toMatchObject({ collection: 'food-drinks', id: saved.body.entries[0].id });
    const other = await extract(access, 'coffee yesterday at 3pm');
    expect(other.body.items[0].duplicate_of).toBeNull();
  });

  it('proposes a change in plain words, applies it only on save, and 409s a stale one', async () => {
    const { access } = await signedInAccount();
    const run = await extract(access, 'ran 5 km yesterday at 7am');
    const saved = await save(access, 'ran 5 km yesterday at 7am', { items: run.body.items });
    const runId = saved.body.entries[0].id;

    const asked = await extract(access, 'actually the run yesterday was 6 km');
    expect(asked.status).toBe(200);
    expect(asked.body.items).toEqual([]);
    expect(asked.body.changes).toEqual([
      expect.objectContaining({
        action: 'update',
        collection: 'physical-activities',
        id: runId,
        version: 1,
        before: expect.objectContaining({ measures: expect.objectContaining({ distance_km: 5 }) }),
        set: expect.objectContaining({ measures: expect.objectContaining({ distance_km: 6 }) }),
      }),
    ]);
    expect((await request('GET', '/api/physical-activities/', { token: access })).body[0].measures.distance_km).toBe(5);
    expect(await creditsUsed(access)).toBe(2);

    const changes = asked.body.changes.map(({ before: _before, ...change }: Record<string, unknown>) => change);
    expect((await save(access, 'actually the run yesterday was 6 km', { changes })).status).toBe(201);
    expect((await request('GET', '/api/physical-activities/', { token: access })).body[0]).toMatchObject({
      id: runId,
      version: 2,
      measures: { distance_km: 6 },
    });
    expect((await save(access, 'again', { changes })).status).toBe(409);
  });

  it('says when an asked-for change matches nothing, and charges nothing for nothing', async () => {
    const { access } = await signedInAccount();
    const response = await extract(access, "delete this morning's coffee");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ items: [], changes: [] });
    expect(response.body.unmatched).toEqual([expect.any(String)]);
    const gibberish = await extract(access, 'asdf qwerty');
    expect(gibberish.body).toEqual({ items: [], changes: [], unmatched: [] });
    expect(await creditsUsed(access)).toBe(0);
  });
});
