// Saving reviewed AI items (SPEC.md §3, §7): one user input, one entry per item in its collection, times read
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
    expect(saved.body.entries.map((e: { collection: string }) => e.collection)).toEqual(['food-drinks', 'physical-activities', 'mood-stress', 'related-data']);
    const run = (await request('GET', '/api/physical-activities/', { token: access })).body[0];
    expect(run).toMatchObject({ details: 'ran 5k', calculated_timestamp: '2026-11-20T18:00:00-05:00', user_input_log: saved.body.user_input_id, image_url: null });
    const mood = (await request('GET', '/api/mood-stress/', { token: access })).body[0];
    expect(mood).toMatchObject({ calculated_timestamp: '2026-11-21T00:00:00-05:00', notes: 'before work' });
    const related = (await request('GET', '/api/related-data/', { token: access })).body[0];
    expect(related).toMatchObject({ item_name: 'weight 70 kg', item_type: 'weight', data_details: 'weight 70 kg' });
    const inputs = (await request('GET', '/api/user-inputs/', { token: access })).body;
    expect(inputs[0]).toMatchObject({ id: saved.body.user_input_id, raw_text: expect.stringContaining('two eggs'), timezone: 'America/New_York' });
  });

  it('saves nothing when one item is wrong, and says which', async () => {
    const { access } = await signedInAccount();
    const response = await request('POST', '/api/structured-data/save/', {
      token: access,
      body: { raw_text: 'tea and a nap', timezone: 'Europe/Paris', items: [item('food_drinks', 'tea', '2026-11-21T10:00'), item('sleep', 'nap', 'yesterday-ish')] },
    });
    expect(response.status).toBe(400);
    expect(response.body.items[0]).toMatch(/^Item 2: /);
    expect((await request('GET', '/api/food-drinks/', { token: access })).body).toEqual([]);
    expect((await request('GET', '/api/user-inputs/', { token: access })).body).toEqual([]);
  });

  it('refuses an empty list, a missing text and items of the wrong shape with 400', async () => {
    const { access } = await signedInAccount();
    for (const body of [{ raw_text: 'x', items: [] }, { items: [item('sleep', 'nap', '2026-11-21')] }, { raw_text: 'x', items: 'sleep' }, { raw_text: 'x', items: [{ category: 'sleep' }] }]) {
      expect((await request('POST', '/api/structured-data/save/', { token: access, body })).status).toBe(400);
    }
  });
});
