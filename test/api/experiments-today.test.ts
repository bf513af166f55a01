// Today's condition over HTTP (docs/EXPERIMENTS.md "Routes"): each running experiment's planned day of today's date in
// its own zone, counted in calendar days across the zone's last clock change (the plan starts 3 days before it), and
// the same as the period GET /api/experiments/{id}/ lists for that date. The server's clock cannot be set: the 01:30
// and 23:30 cases are the unit test's (test/unit/experiments-today.test.ts). Today's adherence so far is read from
// today's entries in the experiment's zone: a B day with magnesium logged went against the plan and says so, and the
// magnesium of the evening before in that zone does not count.
import { dayBounds } from '../../shared/time';
import { signedInAccount } from './support/accounts';
import { dateIn, startExperiment } from './support/experiments';
import { request } from './support/runtime';

const DAY = 86_400_000;

/** The local date of the zone's latest clock change before today (its UTC offset differs from the day before's). */
function lastChange(zone: string): string {
  const offset = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(ms);
  for (let back = 1; back < 400; back++) {
    if (offset(Date.now() - back * DAY) !== offset(Date.now() - (back + 1) * DAY)) return dateIn(zone, -back);
  }
  throw new Error(`${zone} has not changed its clocks in a year`);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

describe('GET /api/experiments/today/', () => {
  it.each(['Europe/Berlin', 'America/Los_Angeles'])("gives today's planned day in %s across its last clock change", async (zone) => {
    const { access: token } = await signedInAccount();
    const start = dateIn(zone, -daysBetween(lastChange(zone), dateIn(zone)) - 3);
    const today = dateIn(zone);
    const lived = daysBetween(start, today) + 1;
    const pairs = Math.max(2, Math.ceil(lived / 14));
    const made = await startExperiment(token, {
      timezone: zone,
      start_date: start,
      design: { type: 'blocks', period_days: 7, pairs, washout_days: 0 },
    });
    const { body: detail } = await request('GET', `/api/experiments/${made.id}/`, { token });
    const period = detail.schedule.periods.find(
      (p: { first_date: string; last_date: string }) => p.first_date <= today && today <= p.last_date,
    );
    const label = period.condition === 'A' ? 'magnesium 400 mg' : 'no magnesium 400 mg';

    const response = await request('GET', '/api/experiments/today/', { token });
    expect(response.status).toBe(200);
    expect(response.body.today).toEqual([
      {
        id: made.id,
        title: 'Magnesium and sleep',
        date: today,
        day: lived,
        plan_days: pairs * 14,
        condition: period.condition,
        label,
        washout: false,
        text: `Experiment day ${lived} of ${pairs * 14}: ${period.condition} — ${label}`,
        // Nothing logged today: not known yet, whichever the condition (the day is not over).
        adherence: 'not-yet',
        adherence_text: null,
      },
    ]);
    // Another person sees none of it.
    const { access: other } = await signedInAccount();
    expect((await request('GET', '/api/experiments/today/', { token: other })).body).toEqual({ today: [] });
  });

  it("says a B day with the intervention logged today in the person's zone goes against the plan", async () => {
    const zone = 'Pacific/Auckland';
    const { access: token } = await signedInAccount();
    // Baseline then intervention from today: today is day 1 of the baseline, a B day.
    await startExperiment(token, {
      timezone: zone,
      start_date: dateIn(zone),
      design: { type: 'baseline', baseline_days: 14, intervention_days: 14, washout_days: 0 },
    });
    const log = async (at: number, details: string) => {
      const saved = await request('POST', '/api/structured-data/save/', {
        token,
        body: {
          raw_text: details,
          timezone: zone,
          items: [{ category: 'supplements', details, calculated_time: new Date(at).toISOString(), notes: '', subjects: [] }],
        },
      });
      expect(saved.status).toBe(201);
    };
    const today = async () => (await request('GET', '/api/experiments/today/', { token })).body.today[0];

    // A minute before today began in Auckland (today in UTC, or still yesterday there): the evening before, not today.
    await log(dayBounds(dateIn(zone), zone)!.start - 60_000, 'Magnesium 400 mg');
    await log(Date.now() - 60_000, 'Vitamin D 1000 IU');
    expect(await today()).toMatchObject({ condition: 'B', day: 1, adherence: 'followed', adherence_text: null });

    await log(Date.now() - 60_000, 'Magnesium glycinate 400 mg');
    expect(await today()).toMatchObject({
      condition: 'B',
      text: 'Experiment day 1 of 28: B — no magnesium 400 mg',
      adherence: 'against',
      adherence_text: 'Magnesium 400 mg logged today: this day goes against the plan',
    });
    // The dashboard's summary carries the same rows (it calls the same function).
    const summary = await request('GET', `/api/dashboard/?timezone=${encodeURIComponent(zone)}&date=${dateIn(zone)}`, { token });
    expect(summary.body.experiments_today.today).toEqual([await today()]);
  });
});
