// Lists: newest first, calendar-day filters in the caller's zone (docs/PRODUCT.md §5), paging cursors, and isolation
// between users (S20, S21, S26).
import { signedInAccount } from './support/accounts';
import { createEntry, entryBody } from './support/entries';
import { request } from './support/runtime';

const ids = (body: { id: string }[]) => body.map((e) => e.id);

describe('date filter in a non-UTC zone', () => {
  let token: string;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    token = (await signedInAccount()).access;
    // Around the edges of 21 November in Los Angeles (UTC-8): 00:00:00 and 23:59:59 are inside, the next second is not.
    for (const [name, wall] of Object.entries({
      before: '2026-11-20T23:59:59',
      first: '2026-11-21T00:00:00',
      last: '2026-11-21T23:59:59',
      after: '2026-11-22T00:00:00',
    })) {
      made[name] = (await createEntry(token, 'mood-stress', { calculated_timestamp: wall, device_timezone: 'America/Los_Angeles' })).id;
    }
  });

  const list = (query: string) => request('GET', `/api/mood-stress/?timezone=America/Los_Angeles&${query}`, { token });

  it('includes the start day from 00:00:00 and the end day to 23:59:59', async () => {
    const day = await list('start=2026-11-21&end=2026-11-21');
    expect(ids(day.body)).toEqual([made.last, made.first]);
  });

  it('takes only a start or only an end', async () => {
    expect(ids((await list('start=2026-11-21')).body)).toEqual([made.after, made.last, made.first]);
    expect(ids((await list('end=2026-11-20')).body)).toEqual([made.before]);
  });

  it('reads the same dates differently in another zone', async () => {
    const tokyo = await request('GET', '/api/mood-stress/?timezone=Asia/Tokyo&start=2026-11-21&end=2026-11-21', { token });
    // 21 Nov in Tokyo (UTC+9) is 20 Nov 22:00 to 21 Nov 21:59:59 in Los Angeles (UTC-8).
    expect(ids(tokyo.body)).toEqual([made.first, made.before]);
  });

  it('refuses impossible dates, an end before the start, and an unknown zone', async () => {
    expect((await list('start=2026-02-30')).status).toBe(400);
    expect((await list('start=2026-11-22&end=2026-11-21')).body).toHaveProperty('end');
    expect((await request('GET', '/api/mood-stress/?timezone=Nowhere/City', { token })).body).toHaveProperty('timezone');
  });
});

describe('paging', () => {
  it('pages newest first with a cursor header until the end', async () => {
    const { access } = await signedInAccount();
    const made = [];
    for (let hour = 10; hour < 15; hour++)
      made.push((await createEntry(access, 'supplements', { calculated_timestamp: `2026-11-21T${hour}:00:00Z` })).id);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await request('GET', `/api/supplements/?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: access });
      seen.push(...ids(page.body));
      cursor = page.headers.get('x-next-cursor');
    }
    expect(seen).toEqual([...made].reverse());
  });

  it('S26: refuses a crafted cursor or limit with a 400, never a 500', async () => {
    const { access } = await signedInAccount();
    const foreign = Buffer.from(JSON.stringify({ GSI1PK: 'USER#other#sleep', GSI1SK: 'x', PK: 'USER#other', SK: 'LOG#sleep#x' })).toString(
      'base64url',
    );
    for (const query of [`cursor=${foreign}`, 'cursor=%23x', 'cursor=:v', 'limit=0', 'limit=abc', 'limit=100000']) {
      expect((await request('GET', `/api/sleep/?${query}`, { token: access })).status).toBe(400);
    }
  });
});

describe('isolation between users', () => {
  it('S20/S21: another user cannot read, update or delete an entry, and it stays unchanged', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const entry = await createEntry(alice.access, 'physical-activities', { details: 'Ran 5 km' });
    expect(ids((await request('GET', '/api/physical-activities/', { token: bob.access })).body)).not.toContain(entry.id);
    const update = await request('PUT', `/api/physical-activities/${entry.id}/`, {
      token: bob.access,
      body: entryBody('physical-activities', { details: 'hacked' }),
    });
    expect(update.status).toBe(404);
    expect((await request('DELETE', `/api/physical-activities/${entry.id}/`, { token: bob.access })).status).toBe(404);
    const mine = (await request('GET', '/api/physical-activities/', { token: alice.access })).body;
    expect(mine.find((e: { id: string }) => e.id === entry.id)).toMatchObject({ details: 'Ran 5 km', version: 1 });
  });

  it('S26: key-like ids are just unknown ids', async () => {
    const { access } = await signedInAccount();
    for (const id of ['USER%23other', '%23x', ':v', '..']) {
      expect((await request('DELETE', `/api/sleep/${id}/`, { token: access })).status).toBe(404);
    }
  });

  it('needs a token', async () => {
    expect((await request('GET', '/api/sleep/')).status).toBe(401);
  });
});
