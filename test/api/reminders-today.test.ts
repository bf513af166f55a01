// What is left today over HTTP (docs/REMINDERS.md "Today"): every reminder's occurrences on today's date in its own
// zone, each done (taken or logged), skipped, open (its time passed) or later; a check-in is done once an entry of its
// counted types is logged; another person's reminders never show. The server's clock cannot be set, so the zone is
// chosen where it is now about noon (a whole-hour Etc/GMT zone), and the times are spread around noon.
import { signedInAccount } from './support/accounts';
import { createEntry } from './support/entries';
import { medicationBody, promptBody } from './support/reminders';
import { request } from './support/runtime';

const now = new Date();
/** Hours ahead of UTC that put the local time between 12:00 and 12:59 (Etc/GMT names count the other way). */
const ahead = 12 - now.getUTCHours();
const ZONE = ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
const today = new Date(now.getTime() + ahead * 3_600_000).toISOString().slice(0, 10);
const yesterday = new Date(now.getTime() + (ahead - 24) * 3_600_000).toISOString().slice(0, 10);

let token: string;
const create = async (body: object, as = token) => {
  const made = await request('POST', '/api/reminders/', { token: as, body });
  expect(made.status).toBe(201);
  return made.body.id as string;
};
const todayList = async (as = token) => request('GET', '/api/reminders/today/', { token: as });

describe('GET /api/reminders/today/', () => {
  let magnesium: string;
  let zinc: string;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
    const schedule = { timezone: ZONE, start_date: yesterday };
    magnesium = await create(medicationBody({ ...schedule, times: ['09:00', '10:00', '11:00', '15:00'] }));
    zinc = await create(medicationBody({ ...schedule, name: 'Zinc', dose_amount: 15, times: ['10:30'] }));
    await create(promptBody({ timezone: ZONE, label: 'Mood check-in', times: ['11:30'], days: undefined, counted_types: ['mood-stress'] }));
    await create(
      promptBody({ timezone: ZONE, label: 'Lunch check-in', times: ['11:45'], days: undefined, counted_types: ['food-drinks'] }),
    );
    // Not on today's weekday: nothing today.
    const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${today}T00:00:00Z`).getUTCDay()];
    const otherDay = weekday === 'mon' ? 'tue' : 'mon';
    await create(promptBody({ timezone: ZONE, label: 'Weekly review', times: ['08:00'], days: [otherDay] }));
    const answer = (occurrence_key: string, kind: string) =>
      request('POST', `/api/reminders/${magnesium}/answers/`, { token, body: { occurrence_key, answer: kind } });
    expect((await answer(`${magnesium}@${today}T09:00`, 'taken')).status).toBe(200);
    expect((await answer(`${magnesium}@${today}T10:00`, 'skipped')).status).toBe(200);
    await createEntry(token, 'supplements', { details: 'Zinc 15 mg', calculated_timestamp: `${today}T10:35:00`, device_timezone: ZONE });
    await createEntry(token, 'food-drinks', { details: 'Soup', calculated_timestamp: `${today}T11:50:00`, device_timezone: ZONE });
  });

  it("lists each reminder's occurrences today in its zone, in time order, each with its state", async () => {
    const response = await todayList();
    expect(response.status).toBe(200);
    const rows = (response.body.occurrences as Record<string, string>[]).map(({ title, time, state }) => [title, time, state]);
    expect(rows).toEqual([
      ['Magnesium 400 mg', '09:00', 'done'],
      ['Magnesium 400 mg', '10:00', 'skipped'],
      ['Zinc 15 mg', '10:30', 'done'],
      ['Magnesium 400 mg', '11:00', 'open'],
      ['Mood check-in', '11:30', 'open'],
      // Its window runs from midnight; soup logged at 11:50 counts whenever it is asked.
      ['Lunch check-in', '11:45', 'done'],
      ['Magnesium 400 mg', '15:00', 'later'],
    ]);
    expect(response.body.occurrences[3]).toMatchObject({
      reminder_id: magnesium,
      kind: 'medication',
      occurrence_key: `${magnesium}@${today}T11:00`,
      local_date: today,
    });
    expect(response.body.occurrences.find((o: { reminder_id: string }) => o.reminder_id === zinc).at).toBe(
      new Date(Date.parse(`${today}T10:30:00Z`) - ahead * 3_600_000).toISOString(),
    );
  });

  it('an open dose answered taken is done, and logging a mood settles the check-in', async () => {
    const taken = await request('POST', `/api/reminders/${magnesium}/answers/`, {
      token,
      body: { occurrence_key: `${magnesium}@${today}T11:00`, answer: 'taken' },
    });
    expect(taken.status).toBe(200);
    await createEntry(token, 'mood-stress', { details: 'Calm', calculated_timestamp: `${today}T11:55:00`, device_timezone: ZONE });
    const states = ((await todayList()).body.occurrences as Record<string, string>[]).map(({ state }) => state);
    expect(states).toEqual(['done', 'skipped', 'done', 'done', 'done', 'done', 'later']);
  });

  it("shows only the caller's own reminders: a new account has none", async () => {
    const { access: other } = await signedInAccount();
    expect((await todayList(other)).body).toEqual({ occurrences: [] });
    expect((await request('GET', '/api/reminders/today/')).status).toBe(401);
  });
});
