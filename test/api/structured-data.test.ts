// Saving reviewed AI items (docs/PRODUCT.md §3, §7): one user input, one entry per item in its collection, times read
// in the person's zone, other categories as related data, and nothing saved when any item is wrong.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const item = (category: string, details: string, calculated_time: string, notes = '') => ({ category, details, calculated_time, notes });

describe('POST /api/structured-data/save/', () => {
  it('saves the user input and each item in its collection, linked to the input', async () => {
    const { access } = await signedInAccount();
    const saved = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: {
        raw_text: 'two eggs and coffee at 8, ran 5k yesterday evening, stressed, weight 70 kg',
        timezone: 'America/New_York',
        items: [
          item('food_drinks', 'two eggs and coffee', '2026-11-21T08:00:00-05:00'),
          item('physical_activities', 'ran 5k', '2026-11-20T18:00:00'),
          item('mood_stress', 'stressed', '2026-11-21', 'before work'),
          item('weight', 'weight 70 kg', '2026-11-21T07:00:00-05:00'),
        ],
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.entries.map((e: { collection: string }) => e.collection)).toEqual([
      'food-drinks',
      'physical-activities',
      'mood-stress',
      'related-data',
    ]);
    const run = (await request('GET', '/api/physical-activities/', { token: access })).body[0];
    expect(run).toMatchObject({
      details: 'ran 5k',
      calculated_timestamp: '2026-11-20T18:00:00-05:00',
      user_input_log: saved.body.user_input_id,
      image_url: null,
    });
    const mood = (await request('GET', '/api/mood-stress/', { token: access })).body[0];
    expect(mood).toMatchObject({ calculated_timestamp: '2026-11-21T00:00:00-05:00', notes: 'before work' });
    const related = (await request('GET', '/api/related-data/', { token: access })).body[0];
    expect(related).toMatchObject({ item_name: 'Weight', item_type: 'weight', data_details: 'weight 70 kg' });
    const inputs = (await request('GET', '/api/user-inputs/', { token: access })).body;
    expect(inputs[0]).toMatchObject({
      id: saved.body.user_input_id,
      raw_text: expect.stringContaining('two eggs'),
      timezone: 'America/New_York',
    });
  });

  it('saves nothing when one item is wrong, and says which', async () => {
    const { access } = await signedInAccount();
    const response = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: {
        raw_text: 'tea and a nap',
        timezone: 'Europe/Paris',
        items: [item('food_drinks', 'tea', '2026-11-21T10:00'), item('sleep', 'nap', 'yesterday-ish')],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.items[0]).toMatch(/^Item 2: /);
    expect((await request('GET', '/api/food-drinks/', { token: access })).body).toEqual([]);
    expect((await request('GET', '/api/user-inputs/', { token: access })).body).toEqual([]);
  });

  it('refuses an empty list, a missing text and items of the wrong shape with 400', async () => {
    const { access } = await signedInAccount();
    for (const body of [
      { raw_text: 'x', items: [] },
      { items: [item('sleep', 'nap', '2026-11-21')] },
      { raw_text: ' ', items: [item('sleep', 'nap', '2026-11-21')] },
      { raw_text: 'x', items: 'sleep' },
      { raw_text: 'x', items: [{ category: 'sleep' }] },
    ]) {
      expect((await request('POST', '/api/structured-data/save/', { token: access, body })).status).toBe(400);
    }
  });
});

describe('measures, subjects and changes on save', () => {
  const save = (token: string, body: object) =>
    request('POST', '/api/structured-data/save/', { token, body: { raw_text: 'words', timezone: 'UTC', items: [], ...body } });

  it("stores each item's measures and subjects, and refuses a bad one naming it", async () => {
    const { access } = await signedInAccount();
    const run = {
      ...item('physical_activities', 'ran 5 km in 28 min', '2026-11-21T07:00'),
      measures: { distance_km: 5, duration_min: 28 },
      subjects: ['running'],
    };
    expect((await save(access, { items: [run] })).status).toBe(201);
    expect((await request('GET', '/api/physical-activities/', { token: access })).body[0]).toMatchObject({
      measures: run.measures,
      subjects: ['running'],
    });
    const bad = await save(access, { items: [{ ...run, measures: { distance_km: 5, caffeine: true } }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['items']);
  });

  it('applies proposed changes with the items, and refuses a stale version with 409 writing nothing', async () => {
    const { access } = await signedInAccount();
    const first = await save(access, {
      items: [
        { ...item('physical_activities', 'ran 5 km', '2026-11-20T18:00'), measures: { distance_km: 5 }, subjects: ['running'] },
        item('food_drinks', 'coffee', '2026-11-21T08:00'),
      ],
    });
    const [runRef, coffeeRef] = first.body.entries;
    const changes = [
      {
        action: 'update',
        collection: 'physical-activities',
        id: runRef.id,
        version: 1,
        set: { details: 'ran 6 km', measures: { distance_km: 6 } },
      },
      { action: 'delete', collection: 'food-drinks', id: coffeeRef.id, version: 1 },
    ];
    const stale = await save(access, {
      changes: [{ ...changes[0], version: 7 }, changes[1]],
      items: [item('sleep', 'nap', '2026-11-21T14:00')],
    });
    expect(stale.status).toBe(409);
    expect((await request('GET', '/api/sleep/', { token: access })).body).toEqual([]);
    expect((await request('GET', '/api/food-drinks/', { token: access })).body).toHaveLength(1);

    const applied = await save(access, { raw_text: 'actually the run was 6 km, and delete the coffee', changes });
    expect(applied.status).toBe(201);
    const run = (await request('GET', '/api/physical-activities/', { token: access })).body[0];
    expect(run).toMatchObject({ id: runRef.id, details: 'ran 6 km', measures: { distance_km: 6 }, subjects: ['running'], version: 2 });
    expect((await request('GET', '/api/food-drinks/', { token: access })).body).toEqual([]);
    expect((await save(access, { changes: [changes[0]] })).status).toBe(409);
  });

  it('refuses a change that would make the entry invalid, naming the change', async () => {
    const { access } = await signedInAccount();
    const saved = await save(access, { items: [item('sleep', 'slept 7 hours', '2026-11-21T07:00')] });
    const response = await save(access, {
      changes: [{ action: 'update', collection: 'sleep', id: saved.body.entries[0].id, version: 1, set: { measures: { quality: 9 } } }],
    });
    expect(response.status).toBe(400);
    expect(response.body.changes[0]).toMatch(/^Change 1: /);
  });
});
