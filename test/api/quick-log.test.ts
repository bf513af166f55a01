// Quick re-log over HTTP (docs/QUICK-LOG.md): recents (distinct items of foods, supplements and activities, counted,
// with their usual local time, newest first, capped), favourites (add, list, remove: own only, capped, 400s naming the
// field), and re-logging through the save route: one entry however often it is sent with one Idempotency-Key, no credit.
import { randomUUID } from 'node:crypto';
import { QUICK_LOG_LIMITS, quickLogTexts } from '../../shared/quick-log';
import { signedInAccount } from './support/accounts';
import { creditsUsed, LA, localTime, saveSeed } from './support/quick-log';
import { request } from './support/runtime';

const recents = (token: string, zone = LA) => request('GET', `/api/quick-log/recents/?timezone=${encodeURIComponent(zone)}`, { token });
const favourites = (token: string) => request('GET', '/api/quick-log/favourites/', { token });
const addFavourite = (token: string, item: unknown) => request('POST', '/api/quick-log/favourites/', { token, body: { item } });

describe('GET /api/quick-log/recents/', () => {
  let token: string;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
    await saveSeed(token, [
      // "2 eggs" five times (however it was written) at 07:50–08:30: one recent, usual time the median, 08:12.
      { category: 'food_drinks', details: '2 eggs', calculated_time: localTime(LA, 5, '07:50') },
      { category: 'food_drinks', details: '2 Eggs', calculated_time: localTime(LA, 4, '08:05') },
      { category: 'food_drinks', details: '2 eggs.', calculated_time: localTime(LA, 3, '08:12') },
      { category: 'food_drinks', details: '2 eggs', calculated_time: localTime(LA, 2, '08:20') },
      { category: 'food_drinks', details: ' 2 eggs', calculated_time: localTime(LA, 1, '08:30') },
      { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(LA, 1, '21:30') },
      { category: 'physical_activities', details: 'ran 5 km', calculated_time: localTime(LA, 2, '18:00'), measures: { distance_km: 5 } },
      // Not re-logged as they were: a mood, a weight.
      { category: 'mood_stress', details: 'calm', calculated_time: localTime(LA, 1, '22:00') },
      { category: 'weight', details: '72 kg', calculated_time: localTime(LA, 1, '07:00') },
    ]);
  });

  it('groups an item logged five times into one recent with its count and usual time, newest first', async () => {
    const response = await recents(token);
    expect(response.status).toBe(200);
    const list = response.body.recents;
    expect(list.map((r: { item: { details: string } }) => r.item.details)).toEqual(['Magnesium 400 mg', ' 2 eggs', 'ran 5 km']);
    const eggs = list[1];
    expect(eggs).toMatchObject({ collection: 'food-drinks', count: 5, usual_time: '08:12' });
    // What re-logging writes: the type, the words, the amounts and the food's numbers with their source.
    expect(eggs.item).toMatchObject({ category: 'food_drinks', notes: '' });
    expect(eggs.item.measures.energy_kcal).toBeGreaterThan(100);
    expect(eggs.item.nutrition).toMatchObject({ matched: true });
    expect(list[2].item).toMatchObject({ category: 'physical_activities', measures: { distance_km: 5 } });
    expect(list[0].item.nutrition).toBeUndefined();
  });

  it('reads the usual time in the zone asked about', async () => {
    const eggs = (await recents(token, 'Pacific/Auckland')).body.recents[1];
    expect(eggs.usual_time).not.toBe('08:12');
    expect(eggs.count).toBe(5);
  });

  it('answers another person none of them, and 400 for a zone that is not one', async () => {
    const { access } = await signedInAccount();
    expect((await recents(access)).body).toEqual({ recents: [] });
    const bad = await recents(token, 'Mars/Olympus');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['timezone']);
  });

  it(`keeps the newest ${QUICK_LOG_LIMITS.recents} distinct items`, async () => {
    const { access } = await signedInAccount();
    const items = Array.from({ length: QUICK_LOG_LIMITS.recents + 3 }, (_, i) => ({
      category: 'food_drinks',
      details: `snack number ${i + 1}`,
      calculated_time: localTime(LA, 1, `${String(6 + i).padStart(2, '0')}:00`),
    }));
    await saveSeed(access, items);
    const list = (await recents(access)).body.recents;
    expect(list).toHaveLength(QUICK_LOG_LIMITS.recents);
    expect(list[0].item.details).toBe(`snack number ${QUICK_LOG_LIMITS.recents + 3}`);
  });
});

describe('favourites', () => {
  const coffee = { category: 'food_drinks', details: 'flat white', notes: '' };

  it('adds, lists and removes the person’s own; the same item twice is one favourite', async () => {
    const { access } = await signedInAccount();
    const first = await addFavourite(access, coffee);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ collection: 'food-drinks', item: { details: 'flat white' } });
    const again = await addFavourite(access, { ...coffee, details: 'Flat white.' });
    expect(again.status).toBe(201);
    expect(again.body.key).toBe(first.body.key);
    expect((await favourites(access)).body.favourites).toHaveLength(1);
    // Another person sees none and cannot remove it.
    const other = await signedInAccount();
    expect((await favourites(other.access)).body).toEqual({ favourites: [] });
    expect((await request('DELETE', `/api/quick-log/favourites/${first.body.key}/`, { token: other.access })).status).toBe(404);
    expect((await favourites(access)).body.favourites).toHaveLength(1);
    expect((await request('DELETE', `/api/quick-log/favourites/${first.body.key}/`, { token: access })).status).toBe(204);
    expect((await favourites(access)).body.favourites).toEqual([]);
    expect((await request('DELETE', `/api/quick-log/favourites/${first.body.key}/`, { token: access })).status).toBe(404);
    // A key of no favourite's shape names nothing, however long (the table refuses a sort key over 1 KB: no 500).
    expect((await request('DELETE', `/api/quick-log/favourites/${'x'.repeat(1200)}/`, { token: access })).status).toBe(404);
  });

  it('answers 400 naming the field for no item, a blank item, a type not re-logged and a foreign measure', async () => {
    const { access } = await signedInAccount();
    const cases: [unknown, string][] = [
      [undefined, 'item'],
      [{ category: 'food_drinks', details: '' }, 'item.details'],
      [{ category: 'mood_stress', details: 'calm' }, 'item.category'],
      [{ category: 'food_drinks', details: 'toast', measures: { steps: 100 } }, 'item.measures.steps'],
    ];
    for (const [item, field] of cases) {
      const response = await request('POST', '/api/quick-log/favourites/', { token: access, body: item === undefined ? {} : { item } });
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(Object.keys(response.body)).toContain(field);
    }
    expect((await favourites(access)).body.favourites).toEqual([]);
  });

  it(`keeps at most ${QUICK_LOG_LIMITS.favourites}, then says to remove one`, async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < QUICK_LOG_LIMITS.favourites; i++) {
      expect((await addFavourite(access, { category: 'supplements', details: `vitamin ${i}` })).status).toBe(201);
    }
    const over = await addFavourite(access, { category: 'supplements', details: 'one more' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ item: [quickLogTexts.tooManyFavourites] });
    // A favourite already kept is still answered.
    expect((await addFavourite(access, { category: 'supplements', details: 'vitamin 0' })).status).toBe(201);
  });
});

describe('re-logging a recent through the save route', () => {
  it('writes one entry even when sent twice with the same Idempotency-Key, and charges nothing', async () => {
    const { access } = await signedInAccount();
    await saveSeed(access, [{ category: 'food_drinks', details: '2 eggs', calculated_time: localTime(LA, 1, '08:10') }]);
    const [eggs] = (await recents(access)).body.recents;
    const body = { raw_text: eggs.item.details, timezone: LA, items: [{ ...eggs.item, calculated_time: localTime(LA, 0, '00:00') }] };
    const key = randomUUID();
    const send = () => request('POST', '/api/structured-data/save/', { token: access, body, headers: { 'Idempotency-Key': key } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const entries = (await request('GET', '/api/food-drinks/', { token: access })).body as { details: string; measures: object }[];
    expect(entries).toHaveLength(2);
    expect(entries[0].measures).toEqual(entries[1].measures);
    expect((await recents(access)).body.recents[0].count).toBe(2);
    expect(await creditsUsed(access)).toBe(0);
  });
});
