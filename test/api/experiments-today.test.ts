// Today's condition over HTTP (docs/EXPERIMENTS.md "Routes"): each running experiment's planned day of today's date in
// its own zone, counted in calendar days across the zone's last clock change (the plan starts 3 days before it), and
// the same as the period GET /api/experiments/{id}/ lists for that date. The server's clock cannot be set: the 01:30
// and 23:30 cases are the unit test's (test/unit/experiments-today.test.ts).
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
      },
    ]);
    // Another person sees none of it.
    const { access: other } = await signedInAccount();
    expect((await request('GET', '/api/experiments/today/', { token: other })).body).toEqual({ today: [] });
  });
});
