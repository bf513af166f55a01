// GET /api/insights/summary/ over HTTP: the doctor summary's tables from the caller's own entries, in the days of the
// asked zone (Tokyo and Los Angeles), and a clear 400 for a bad period or zone.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
const dayIn = (ms: number, zone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(ms);

/** Midnight UTC three days ago: at 20:00 UTC it is 05:00 the next day in Tokyo, noon (or 13:00) the same day in LA. */
const base = Date.parse(`${new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10)}T00:00:00Z`);

async function post(token: string, collection: string, at: number, details: string, extra: object) {
  const body = { calculated_timestamp: new Date(at).toISOString(), details, ...extra };
  const response = await request('POST', `/api/${collection}/`, { token, body });
  expect(response.status).toBe(201);
}

async function seed(token: string) {
  await Promise.all([
    post(token, 'test-subjects', base + 20 * HOUR, 'headache', { subjects: ['headache'], measures: { severity: 2 } }),
    post(token, 'test-subjects', base + DAY + 20 * HOUR, 'bad headache', { subjects: ['headache'], measures: { severity: 4 } }),
    post(token, 'test-subjects', base + DAY + 21 * HOUR, 'dizzy', { subjects: [] }),
    post(token, 'supplements', base + 20 * HOUR, 'magnesium 400 mg', {
      subjects: ['magnesium'],
      measures: { dose_amount: 400, dose_unit: 'mg' },
    }),
    post(token, 'supplements', base + DAY + 20 * HOUR, 'magnesium', {
      subjects: ['magnesium'],
      measures: { dose_amount: 400, dose_unit: 'mg' },
    }),
    post(token, 'supplements', base + DAY + 21 * HOUR, 'ibuprofen', {
      subjects: ['ibuprofen'],
      measures: { dose_amount: 2, dose_unit: 'tablet' },
    }),
    post(token, 'sleep', base + DAY + 23 * HOUR, 'slept 7 h', { measures: { duration_min: 420 } }),
  ]);
}

const summary = (token: string, query: string) => request('GET', `/api/insights/summary/?${query}`, { token });

describe('doctor summary', () => {
  it('gives the symptoms, medications and averages of the period in the days of the asked zone', async () => {
    const { access } = await signedInAccount();
    await seed(access);
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      const first = dayIn(base + 20 * HOUR, zone);
      const second = dayIn(base + DAY + 20 * HOUR, zone);
      const { status, body } = await summary(access, `days=7&timezone=${encodeURIComponent(zone)}`);
      expect(status).toBe(200);
      expect(body.period).toMatchObject({ days: 7, timezone: zone, last_day: dayIn(Date.now(), zone) });
      expect(body.total_logs).toBe(7);
      expect(body.symptoms).toEqual([
        { name: 'headache', days: 2, first_day: first, last_day: second, severity_days: 2, mean_severity: 3, max_severity: 4 },
        { name: 'dizzy', days: 1, first_day: second, last_day: second, severity_days: 0, mean_severity: null, max_severity: null },
      ]);
      expect(body.medications).toEqual([
        { name: 'magnesium', doses: ['400 mg'], days: 2, times: 2, first_day: first, last_day: second },
        { name: 'ibuprofen', doses: ['2 tablets'], days: 1, times: 1, first_day: second, last_day: second },
      ]);
      const sleep = body.averages.find((a: { series: string }) => a.series === 'sleep_hours');
      expect(sleep).toEqual({ series: 'sleep_hours', unit: 'h', mean: 7, min: 7, max: 7, days: 1 });
      expect(body.averages.find((a: { series: string }) => a.series === 'mood')).toMatchObject({ mean: null, days: 0 });
      expect(body.findings).toEqual([]);
    }
    // Tokyo's days are a day later than Los Angeles' for these evening (UTC) entries.
    expect(dayIn(base + 20 * HOUR, 'Asia/Tokyo')).not.toBe(dayIn(base + 20 * HOUR, 'America/Los_Angeles'));
  });

  it("never shows another person's entries", async () => {
    const [mine, theirs] = await Promise.all([signedInAccount(), signedInAccount()]);
    await seed(theirs.access);
    const { status, body } = await summary(mine.access, 'days=30&timezone=UTC');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_logs: 0, logged_days: 0, symptoms: [], medications: [], findings: [] });
    expect(body.averages.every((a: { days: number }) => a.days === 0)).toBe(true);
  });

  it('refuses a period other than 7, 30, 90 or 365 days, an unknown zone, and no token', async () => {
    const { access } = await signedInAccount();
    expect(await summary(access, 'days=14')).toMatchObject({ status: 400, body: { days: ['Choose 7, 30, 90 or 365 days.'] } });
    expect(await summary(access, 'days=abc')).toMatchObject({ status: 400 });
    expect(await summary(access, 'days=30&timezone=Mars/Olympus')).toMatchObject({ status: 400, body: { timezone: [expect.any(String)] } });
    expect((await request('GET', '/api/insights/summary/?days=30')).status).toBe(401);
    expect((await summary(access, '')).body.period.days).toBe(30);
  });
});
