// The dashboard's summary over HTTP (docs/API.md "Dashboard"): each part is what the route that reads it alone answers
// (each type's latest 5 entries, today's food, the trial status, what is left today, the quick-log chips, today's
// experiments); a type with no entries is an empty list; another person's data never shows; today's food is the
// zone's calendar day, its boundary at the zone's midnight. The zone is chosen where it is now about noon (a whole-hour
// Etc/GMT zone), so half past midnight today and half past eleven last night are both in the past.
import { signedInAccount } from './support/accounts';
import { createEntry } from './support/entries';
import { startExperiment } from './support/experiments';
import { saveSeed } from './support/quick-log';
import { medicationBody } from './support/reminders';
import { request } from './support/runtime';

const HOUR = 3_600_000;
const ahead = 12 - new Date().getUTCHours();
const ZONE = ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
const OFFSET = `${ahead >= 0 ? '+' : '-'}${String(Math.abs(ahead)).padStart(2, '0')}:00`;
/** The zone's local date `days` from today. */
const localDate = (days = 0) => new Date(Date.now() + ahead * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
const TODAY = localDate();
const YESTERDAY = localDate(-1);

const summary = (token: string, query = { timezone: ZONE, date: TODAY }) =>
  request('GET', `/api/dashboard/?${new URLSearchParams(query).toString()}`, { token });

const food = (token: string, details: string, local: string) =>
  createEntry(token, 'food-drinks', { details, calculated_timestamp: local, device_timezone: ZONE });

describe('GET /api/dashboard/', () => {
  let token: string;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
    // Six sleep entries: the panel shows the latest five.
    for (let day = 1; day <= 6; day++)
      await createEntry(token, 'sleep', {
        details: `night ${day}`,
        calculated_timestamp: `${localDate(-day)}T23:00:00`,
        device_timezone: ZONE,
      });
    await food(token, 'late snack', `${YESTERDAY}T23:30:00`);
    await food(token, 'midnight toast', `${TODAY}T00:30:00`);
    await saveSeed(token, [{ category: 'food_drinks', details: 'flat white', calculated_time: `${YESTERDAY}T08:00:00${OFFSET}` }], ZONE);
    const reminder = await request('POST', '/api/reminders/', {
      token,
      body: medicationBody({ timezone: ZONE, times: ['09:00', '15:00'], start_date: YESTERDAY }),
    });
    expect(reminder.status).toBe(201);
    await startExperiment(token, { timezone: ZONE, start_date: YESTERDAY });
  });

  it('answers each part as the route that reads it alone does', async () => {
    const response = await summary(token);
    expect(response.status).toBe(200);
    const body = response.body;

    for (const collection of Object.keys(body.entries)) {
      const alone = await request('GET', `/api/${collection}/?limit=5`, { token });
      expect({ collection, entries: body.entries[collection] }).toEqual({ collection, entries: alone.body });
    }
    expect(body.entries.sleep.map((entry: { details: string }) => entry.details)).toEqual([
      'night 1',
      'night 2',
      'night 3',
      'night 4',
      'night 5',
    ]);

    const recents = await request('GET', `/api/quick-log/recents/?timezone=${encodeURIComponent(ZONE)}`, { token });
    const favourites = await request('GET', '/api/quick-log/favourites/', { token });
    expect(body.quick_log).toEqual({ recents: recents.body.recents, favourites: favourites.body.favourites });
    expect(body.quick_log.recents.map((recent: { item: { details: string } }) => recent.item.details)).toContain('flat white');

    const left = await request('GET', '/api/reminders/today/', { token });
    expect(body.reminders_today).toEqual(left.body);
    expect(body.reminders_today.occurrences).toHaveLength(2);

    const experiments = await request('GET', '/api/experiments/today/', { token });
    expect(body.experiments_today).toEqual(experiments.body);
    expect(body.experiments_today.today).toHaveLength(1);

    // The time left is said in words to the minute: the two answers may be a minute apart.
    const trial = await request('GET', '/api/ai/trial-status/', { token });
    const { time_remaining_formatted: words, ...status } = body.trial_status;
    expect(status).toEqual({ ...trial.body, time_remaining_formatted: undefined });
    expect(words).toMatch(/^\d+ days?, \d+ hours?$/);
  });

  it('gives a type with no entries as an empty list', async () => {
    const { body } = await summary(token);
    expect(body.entries['mood-stress']).toEqual([]);
    expect(body.entries['physical-activities']).toEqual([]);
  });

  it("gives today's food of the zone's calendar day, its boundary at the zone's midnight", async () => {
    const today = (await summary(token)).body.today_food.map((entry: { details: string }) => entry.details);
    expect(today).toEqual(['midnight toast']);
    const yesterday = (await summary(token, { timezone: ZONE, date: YESTERDAY })).body.today_food.map(
      (entry: { details: string }) => entry.details,
    );
    expect(yesterday.sort()).toEqual(['flat white', 'late snack']);
    const alone = await request('GET', `/api/food-drinks/?start=${TODAY}&end=${TODAY}&timezone=${encodeURIComponent(ZONE)}`, { token });
    expect((await summary(token)).body.today_food).toEqual(alone.body);
  });

  it("shows only the caller's own data", async () => {
    const other = await signedInAccount();
    const { status, body } = await summary(other.access);
    expect(status).toBe(200);
    expect(Object.values(body.entries).flat()).toEqual([]);
    expect(body.today_food).toEqual([]);
    expect(body.reminders_today.occurrences).toEqual([]);
    expect(body.quick_log).toEqual({ recents: [], favourites: [] });
    expect(body.experiments_today.today).toEqual([]);
    expect(body.trial_status.credits_used).toBe(0);
  });

  it('refuses a missing zone, a date that is not one, and a caller not signed in', async () => {
    expect((await request('GET', `/api/dashboard/?date=${TODAY}`, { token })).status).toBe(400);
    expect((await summary(token, { timezone: ZONE, date: 'today' })).status).toBe(400);
    const impossible = await summary(token, { timezone: ZONE, date: '2026-02-31' });
    expect(impossible.status).toBe(400);
    expect(impossible.body).toHaveProperty('date');
    expect((await summary(token, { timezone: 'Mars/Olympus', date: TODAY })).body).toHaveProperty('timezone');
    expect((await summary(token, { timezone: 'Mars/Olympus', date: TODAY })).status).toBe(400);
    expect((await request('GET', `/api/dashboard/?timezone=${ZONE}&date=${TODAY}`)).status).toBe(401);
  });
});
