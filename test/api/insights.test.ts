// GET /api/insights/ over HTTP: the caller's own entries only, days in the asked zone (Tokyo and Los Angeles),
// missing days missing, and a clear 400 for a bad period or zone.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const DAY = 24 * 3_600_000;
const dayIn = (ms: number, zone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(ms);

/** Two days ago at 20:00 UTC: 05:00 the next day in Tokyo, 12:00 (or 13:00) the same day in Los Angeles. */
const instant = Date.parse(`${new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10)}T20:00:00Z`);

async function logRun(token: string, minutes: number) {
  const body = {
    calculated_timestamp: new Date(instant).toISOString(),
    details: `ran ${minutes} min`,
    measures: { duration_min: minutes },
  };
  expect((await request('POST', '/api/physical-activities/', { token, body })).status).toBe(201);
}
const insights = (token: string, query: string) => request('GET', `/api/insights/?${query}`, { token });

describe('insights', () => {
  it('puts an entry on the day of the asked zone, and leaves every other day missing', async () => {
    const { access } = await signedInAccount();
    await logRun(access, 30);
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      const { status, body } = await insights(access, `days=7&timezone=${zone}`);
      expect(status).toBe(200);
      expect(body.days).toHaveLength(7);
      expect(body.period).toMatchObject({ days: 7, timezone: zone, last_day: dayIn(Date.now(), zone) });
      const at = body.days.indexOf(dayIn(instant, zone));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(body.series.activity_minutes[at]).toBe(30);
      expect(body.series.activity_minutes.filter((v: number | null) => v !== null)).toEqual([30]);
      expect(body.series.sleep_hours.every((v: number | null) => v === null)).toBe(true);
      expect(body.quick_stats).toMatchObject({ total_logs: 1, this_week: 1, logged_days: 1 });
    }
  });

  it('gives the period before for comparison: averages over its logged days, missing kinds missing', async () => {
    const { access } = await signedInAccount();
    const noonDaysAgo = (days: number) => `${dayIn(Date.now() - days * DAY, 'UTC')}T12:00:00Z`;
    const sleep = (days: number, minutes: number) =>
      request('POST', '/api/sleep/', {
        token: access,
        body: { calculated_timestamp: noonDaysAgo(days), details: 'slept', measures: { duration_min: minutes } },
      });
    // This week: one night of 8 h. The week before: 6 h and 7 h; 14 days ago is before both weeks.
    const answers = await Promise.all([sleep(1, 480), sleep(8, 360), sleep(12, 420), sleep(14, 600)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const { body } = await insights(access, 'days=7&timezone=UTC');
    expect(body.previous).toMatchObject({ first_day: dayIn(Date.now() - 13 * DAY, 'UTC'), last_day: dayIn(Date.now() - 7 * DAY, 'UTC') });
    expect(body.previous.averages.sleep_hours).toBeCloseTo(6.5);
    expect(body.previous.days_logged.sleep_hours).toBe(2);
    expect(body.previous.averages.mood).toBeNull();
    expect(body.previous.days_logged.mood).toBe(0);
  });

  it("never shows another person's entries", async () => {
    const [mine, theirs] = await Promise.all([signedInAccount(), signedInAccount()]);
    await logRun(theirs.access, 45);
    const { body } = await insights(mine.access, 'days=30&timezone=UTC');
    expect(body.quick_stats.total_logs).toBe(0);
    expect(body.series.activity_minutes.every((v: number | null) => v === null)).toBe(true);
  });

  it('refuses a period other than 7, 30, 90 or 365 days, an unknown zone, and no token', async () => {
    const { access } = await signedInAccount();
    expect(await insights(access, 'days=14')).toMatchObject({ status: 400, body: { days: ['Choose 7, 30, 90 or 365 days.'] } });
    expect(await insights(access, 'days=abc')).toMatchObject({ status: 400 });
    expect(await insights(access, 'timezone=Mars/Olympus')).toMatchObject({ status: 400, body: { timezone: [expect.any(String)] } });
    expect((await request('GET', '/api/insights/')).status).toBe(401);
    expect((await insights(access, '')).body.period.days).toBe(30);
  });
});

describe('what affects you', () => {
  /** mulberry32: the same "random" days every run. */
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('finds a planted effect (alcohol in the evening, a shorter night), in one sentence, with a score', async () => {
    const { access } = await signedInAccount();
    const next = random(7);
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const posts: Promise<unknown>[] = [];
    let drankBefore = false;
    for (let back = 60; back >= 1; back--) {
      const day = today - back * DAY;
      const sleepMinutes = Math.round(450 - (drankBefore ? 45 : 0) + (next() - 0.5) * 40);
      const drinks = next() < 0.35;
      posts.push(
        request('POST', '/api/sleep/', {
          token: access,
          body: {
            calculated_timestamp: new Date(day + 7 * 3_600_000).toISOString(),
            details: 'slept',
            measures: { duration_min: sleepMinutes },
          },
        }),
        request('POST', '/api/food-drinks/', {
          token: access,
          body: {
            calculated_timestamp: new Date(day + 20 * 3_600_000).toISOString(),
            details: drinks ? 'two glasses of wine' : 'tea',
            subjects: drinks ? ['alcohol'] : ['tea'],
          },
        }),
      );
      drankBefore = drinks;
    }
    await Promise.all(posts);
    const { body } = await insights(access, 'days=90&timezone=UTC');
    const alcohol = body.findings.find((f: { factor: string; outcome: string }) => f.factor === 'alcohol' && f.outcome === 'sleep');
    expect(alcohol).toMatchObject({
      lag: 1,
      sentence: expect.stringMatching(
        /^On days after alcohol, sleep was \d+ min shorter: .* \(\d+ days with alcohol, \d+ without; a \w+ link\)\.$/,
      ),
    });
    expect(alcohol.difference).toBeGreaterThan(-1);
    expect(alcohol.difference).toBeLessThan(-0.5);
    expect(alcohol.q).toBeLessThanOrEqual(0.05);
    expect(alcohol.factor_collection).toBe('food-drinks');
    // The days behind it are the days compared with alcohol: one number, the sentence's, the list's and days_with.
    expect(alcohol.factor_days).toHaveLength(alcohol.days_with);
    expect(alcohol.sentence).toContain(`(${alcohol.days_with} days with alcohol, ${alcohol.days_without} without;`);
    expect(body.score.parts.map((p: { part: string }) => p.part)).toEqual(expect.arrayContaining(['sleep', 'regularity']));
    expect(body.score.missing).toEqual(expect.arrayContaining(['mood', 'stress']));
    expect(body.quick_stats.avg_score).toEqual(expect.any(Number));
    expect(body.recommendations).toContainEqual({
      source: 'alcohol',
      text: expect.stringMatching(/^Your sleep was worse on days after alcohol \(\d+ days with it, \d+ without\)/),
    });
  });
});
