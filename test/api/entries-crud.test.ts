// The eight collections over HTTP: create, list, update and delete, the required fields of docs/PRODUCT.md §5,
// server-computed times, and version conflicts (R02).
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { signedInAccount } from './support/accounts';
import { createEntry, entryBody } from './support/entries';
import { request } from './support/runtime';

let token: string;
beforeAll(async () => {
  token = (await signedInAccount()).access;
});

describe.each(ENTRY_COLLECTIONS)('%s', (collection) => {
  it('creates, lists, updates and deletes an entry', async () => {
    const created = await createEntry(token, collection, { notes: 'with oat milk' });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      version: 1,
      notes: 'with oat milk',
      image_url: null,
      calculated_timestamp: '2026-11-21T08:30:00-05:00',
      utc_time: '2026-11-21T13:30:00.000Z',
      device_timezone: 'America/New_York',
      device_offset_minutes: -300,
      user_input_log: expect.any(String),
    });
    const listed = await request('GET', `/api/${collection}/`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { id: string }) => e.id)).toContain(created.id);

    const updated = await request('PUT', `/api/${collection}/${created.id}/`, {
      token,
      body: entryBody(collection, { calculated_timestamp: '2026-11-21T09:00:00-05:00', notes: 'changed', version: 1 }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, notes: 'changed', version: 2, created_at: created.created_at });

    expect((await request('DELETE', `/api/${collection}/${created.id}/`, { token })).status).toBe(204);
    expect((await request('DELETE', `/api/${collection}/${created.id}/`, { token })).status).toBe(404);
    const after = await request('GET', `/api/${collection}/`, { token });
    expect(after.body.map((e: { id: string }) => e.id)).not.toContain(created.id);
  });

  it('requires a date and time and its own fields', async () => {
    const response = await request('POST', `/api/${collection}/`, { token, body: { notes: 'only notes' } });
    expect(response.status).toBe(400);
    const required =
      collection === 'related-data'
        ? ['calculated_timestamp', 'item_name', 'item_type', 'data_details']
        : ['calculated_timestamp', 'details'];
    expect(Object.keys(response.body).sort()).toEqual(required.sort());
  });
});

describe('user inputs', () => {
  it('stores the raw text and lists it newest first', async () => {
    const first = await request('POST', '/api/user-inputs/', {
      token,
      body: { raw_text: 'Manual entry: first', timezone: 'Europe/Paris' },
    });
    const second = await request('POST', '/api/user-inputs/', { token, body: { raw_text: 'Manual entry: second' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ raw_text: 'Manual entry: first', timezone: 'Europe/Paris', version: 1 });
    const listed = await request('GET', '/api/user-inputs/?timezone=Europe/Paris', { token });
    const ids = listed.body.map((i: { id: string }) => i.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
  });

  it('refuses a blank raw text', async () => {
    expect((await request('POST', '/api/user-inputs/', { token, body: { raw_text: '   ' } })).status).toBe(400);
  });
});

describe('times', () => {
  it('keeps the instant of a timestamp with an offset and shows it in the device zone', async () => {
    const entry = await createEntry(token, 'sleep', { calculated_timestamp: '2026-11-21T23:00:00Z', device_timezone: 'Asia/Kolkata' });
    expect(entry).toMatchObject({
      calculated_timestamp: '2026-11-22T04:30:00+05:30',
      utc_time: '2026-11-21T23:00:00.000Z',
      device_offset_minutes: 330,
    });
  });

  it('moves a wall time in the spring-forward gap forward, and takes the first of a doubled hour', async () => {
    const gap = await createEntry(token, 'sleep', { calculated_timestamp: '2026-03-08T02:30', device_timezone: 'America/New_York' });
    expect(gap.calculated_timestamp).toBe('2026-03-08T03:30:00-04:00');
    const doubled = await createEntry(token, 'sleep', { calculated_timestamp: '2026-11-01T01:30', device_timezone: 'America/New_York' });
    expect(doubled).toMatchObject({ calculated_timestamp: '2026-11-01T01:30:00-04:00', utc_time: '2026-11-01T05:30:00.000Z' });
  });

  it("refuses an unknown zone, a date that does not exist, and another user input's id", async () => {
    const bad = [
      entryBody('sleep', { device_timezone: 'Mars/Olympus' }),
      entryBody('sleep', { calculated_timestamp: '2026-02-30T10:00' }),
      entryBody('sleep', { user_input_log: 'USER#someone-else' }),
    ];
    const answers = await Promise.all(bad.map((body) => request('POST', '/api/sleep/', { token, body })));
    expect(answers.map((a) => Object.keys(a.body)[0])).toEqual(['device_timezone', 'calculated_timestamp', 'user_input_log']);
  });
});

describe('R02: concurrent edits', () => {
  it('lets one of two edits of the same version win and answers the other 409 with the current entry', async () => {
    const entry = await createEntry(token, 'food-drinks');
    const edit = (details: string) =>
      request('PUT', `/api/food-drinks/${entry.id}/`, { token, body: entryBody('food-drinks', { details, version: 1 }) });
    const [a, b] = await Promise.all([edit('tab A'), edit('tab B')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.current).toMatchObject({ details: winner.body.details, version: 2 });
    const stale = await edit('late tab');
    expect(stale.status).toBe(409);
  });
});
