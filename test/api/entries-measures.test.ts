// Measures and subjects on entries (docs/MEASURES.md): stored in canonical units, answered always, kept by a
// PUT that does not name them, cleared by null, and refused with a 400 naming the measure when out of range.
import { signedInAccount } from './support/accounts';
import { createEntry, entryBody } from './support/entries';
import { request } from './support/runtime';

let token: string;
beforeAll(async () => {
  token = (await signedInAccount()).access;
});

describe('measures and subjects on entries', () => {
  it('refuses a measure DynamoDB cannot store (1e-200 minutes) with a 400 naming it, not a 500 (R14)', async () => {
    const input = await request('POST', '/api/user-inputs/', { token, body: { raw_text: 'Manual entry: test', timezone: 'UTC' } });
    const body = entryBody('sleep', { user_input_log: input.body.id, measures: { duration_min: 1e-200 } });
    const response = await request('POST', '/api/sleep/', { token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ 'measures.duration_min': [expect.any(String)] });
  });

  it('round-trips through create, list and update', async () => {
    const created = await createEntry(token, 'physical-activities', {
      details: 'ran 5 km in 28 min',
      measures: { distance_km: 5, duration_min: 28, intensity: 'vigorous' },
      subjects: ['running'],
    });
    expect(created).toMatchObject({ measures: { distance_km: 5, duration_min: 28, intensity: 'vigorous' }, subjects: ['running'] });

    const listed = await request('GET', '/api/physical-activities/', { token });
    expect(listed.body.find((e: { id: string }) => e.id === created.id)).toMatchObject({
      measures: created.measures,
      subjects: ['running'],
    });

    const renamed = await request('PUT', `/api/physical-activities/${created.id}/`, {
      token,
      body: entryBody('physical-activities', { details: 'ran 6 km', version: 1 }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ measures: created.measures, subjects: ['running'] });

    const changed = await request('PUT', `/api/physical-activities/${created.id}/`, {
      token,
      body: entryBody('physical-activities', { details: 'ran 6 km', version: 2, measures: { distance_km: 6 }, subjects: null }),
    });
    expect(changed.body).toMatchObject({ version: 3, subjects: [] });
    expect(changed.body.measures).toEqual({ distance_km: 6 });
  });

  it('answers empty measures and subjects for an entry without them', async () => {
    // Not a food: a food entry is given its numbers from the food table (issue 22, nutrition-entries.test.ts).
    const created = await createEntry(token, 'sleep', { details: 'nap' });
    expect(created.measures).toEqual({});
    expect(created.subjects).toEqual([]);
  });

  it('keeps blood pressure as two numbers on related data', async () => {
    const created = await createEntry(token, 'related-data', {
      item_name: 'Blood pressure',
      item_type: 'blood_pressure',
      data_details: '118/76',
      measures: { systolic: 118, diastolic: 76, unit: 'mmHg' },
    });
    expect(created.measures).toEqual({ systolic: 118, diastolic: 76, unit: 'mmHg' });
  });

  it.each([
    ['sleep', { quality: 6 }, 'measures.quality'],
    ['mood-stress', { stress: 11 }, 'measures.stress'],
    ['physical-activities', { distance_km: -1 }, 'measures.distance_km'],
    ['food-drinks', { steps: 100 }, 'measures.steps'],
    ['supplements', { dose_unit: 'bucket' }, 'measures.dose_unit'],
  ] as const)('refuses bad measures on %s naming the field', async (collection, measures, field) => {
    const response = await request('POST', `/api/${collection}/`, { token, body: entryBody(collection, { measures }) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expect(response.body[field][0]).toEqual(expect.any(String));
  });

  it('refuses subjects that are not a list of names', async () => {
    const response = await request('POST', '/api/food-drinks/', { token, body: entryBody('food-drinks', { subjects: 'coffee' }) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(['subjects']);
  });
});
