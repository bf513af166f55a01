// A time sent with its own offset and no zone keeps that offset (docs/TIME-ZONES.md "Times with their own offset"):
// saving reviewed items without `timezone`, or creating an entry without `device_timezone`, stores each item's wall
// time and offset as written (2026-03-01T08:00:00+02:00 stays so, with Etc/GMT-2 as its zone), not the same instant
// turned into UTC. A zone given still wins, as before.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const item = (category: string, details: string, calculated_time: string) => ({ category, details, calculated_time, notes: '' });

async function saved(token: string, body: Record<string, unknown>) {
  const response = await request('POST', '/api/structured-data/save/', { token, body: { raw_text: 'from a phone', ...body } });
  expect(response.status).toBe(201);
  return response.body as { entries: { collection: string; id: string }[] };
}

const listed = async (token: string, collection: string) =>
  (await request('GET', `/api/${collection}/`, { token })).body as Record<string, unknown>[];

describe('saving without a time zone keeps each item its own offset', () => {
  it('POST /api/structured-data/save/ without timezone: each item keeps the offset it was written with', async () => {
    const { access } = await signedInAccount();
    await saved(access, {
      items: [
        item('food_drinks', 'coffee in Athens', '2026-03-01T08:00:00+02:00'),
        item('sleep', 'slept in New York', '2026-03-01T23:15:00-05:00'),
        item('mood_stress', 'calm in Delhi', '2026-03-02T09:30:00+05:30'),
      ],
    });

    const [coffee] = await listed(access, 'food-drinks');
    expect(coffee).toMatchObject({
      calculated_timestamp: '2026-03-01T08:00:00+02:00',
      utc_time: '2026-03-01T06:00:00.000Z',
      device_timezone: 'Etc/GMT-2',
      device_offset_minutes: 120,
    });
    const [sleep] = await listed(access, 'sleep');
    expect(sleep).toMatchObject({
      calculated_timestamp: '2026-03-01T23:15:00-05:00',
      utc_time: '2026-03-02T04:15:00.000Z',
      device_timezone: 'Etc/GMT+5',
      device_offset_minutes: -300,
    });
    // No IANA zone is a fixed +05:30: the offset is kept, the zone says UTC as before.
    const [mood] = await listed(access, 'mood-stress');
    expect(mood).toMatchObject({
      calculated_timestamp: '2026-03-02T09:30:00+05:30',
      utc_time: '2026-03-02T04:00:00.000Z',
      device_timezone: 'UTC',
      device_offset_minutes: 330,
    });
  });

  it('a time without an offset, or one in Z, is still UTC when no zone is given', async () => {
    const { access } = await signedInAccount();
    await saved(access, { items: [item('food_drinks', 'tea', '2026-03-01T08:00:00'), item('sleep', 'nap', '2026-03-01T13:00:00Z')] });
    expect((await listed(access, 'food-drinks'))[0]).toMatchObject({
      calculated_timestamp: '2026-03-01T08:00:00+00:00',
      device_timezone: 'UTC',
      device_offset_minutes: 0,
    });
    expect((await listed(access, 'sleep'))[0]).toMatchObject({ calculated_timestamp: '2026-03-01T13:00:00+00:00', device_timezone: 'UTC' });
  });

  it('a zone given still wins: the same instant in that zone', async () => {
    const { access } = await signedInAccount();
    await saved(access, { timezone: 'America/New_York', items: [item('food_drinks', 'coffee', '2026-03-01T08:00:00+02:00')] });
    expect((await listed(access, 'food-drinks'))[0]).toMatchObject({
      calculated_timestamp: '2026-03-01T01:00:00-05:00',
      device_timezone: 'America/New_York',
      device_offset_minutes: -300,
    });
  });

  it('POST /api/<collection>/ without device_timezone keeps the offset too, and a PUT of it keeps it', async () => {
    const { access } = await signedInAccount();
    const created = await request('POST', '/api/sleep/', {
      token: access,
      body: { calculated_timestamp: '2026-03-01T22:45:00+09:00', details: 'slept in Tokyo' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      calculated_timestamp: '2026-03-01T22:45:00+09:00',
      utc_time: '2026-03-01T13:45:00.000Z',
      device_timezone: 'Etc/GMT-9',
      device_offset_minutes: 540,
    });
    const changed = await request('PUT', `/api/sleep/${created.body.id}/`, {
      token: access,
      body: { calculated_timestamp: created.body.calculated_timestamp, details: 'slept well in Tokyo', version: created.body.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ calculated_timestamp: '2026-03-01T22:45:00+09:00', device_offset_minutes: 540 });
  });
});
