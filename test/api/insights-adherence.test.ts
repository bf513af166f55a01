// Adherence per medication schedule in analytics, the doctor summary and the weekly report over HTTP
// (docs/REMINDERS.md "Adherence and refill"): taken, skipped and scheduled over 7 and 30 days from seeded schedules
// and answers; a schedule with no dose due yet says so (rate null, never 0 %); one that ended before the 30 days or
// starts tomorrow is left out; another person sees none of it.
import { signedInAccount } from './support/accounts';
import { medicationBody } from './support/reminders';
import { request } from './support/runtime';

const DAY = 86_400_000;
/** The UTC date `n` days before today (negative: after): the schedules are in UTC, so their local dates are these. */
const day = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

let token: string;
let magnesium: string;

async function schedule(body: Record<string, unknown>): Promise<string> {
  const made = await request('POST', '/api/reminders/', { token, body: medicationBody({ times: ['00:00'], timezone: 'UTC', ...body }) });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  // A dose every day at 00:00 UTC since 9 days ago: 7 doses in the last 7 days (today's included), 10 in the last 30.
  magnesium = await schedule({ start_date: day(9) });
  // Started today, its one dose at 23:59 not due yet: it exists, with nothing scheduled so far.
  await schedule({ name: 'Vitamin D', dose_amount: 1000, dose_unit: 'IU', start_date: day(0), times: ['23:59'] });
  await schedule({ name: 'Zinc', dose_amount: 15, start_date: day(-1) });
  await schedule({ name: 'Iron', dose_amount: 65, start_date: day(60), end_date: day(45) });
  for (const [n, answer] of [
    [0, 'taken'],
    [1, 'taken'],
    [2, 'skipped'],
    [8, 'taken'],
  ] as const) {
    const answered = await request('POST', `/api/reminders/${magnesium}/answers/`, {
      token,
      body: { occurrence_key: `${magnesium}@${day(n)}T00:00`, answer },
    });
    expect(answered.status).toBe(200);
  }
});

const magnesiumFigures = () => ({
  id: magnesium,
  name: 'Magnesium',
  dose_amount: 400,
  dose_unit: 'mg',
  doses_per_intake: 1,
  times: ['00:00'],
  timezone: 'UTC',
  last_7_days: { scheduled: 7, taken: 2, skipped: 1, rate: 2 / 7 },
  last_30_days: { scheduled: 10, taken: 3, skipped: 1, rate: 3 / 10 },
});
const notStarted = { scheduled: 0, taken: 0, skipped: 0, rate: null };

describe('adherence in analytics, the doctor summary and the weekly report', () => {
  it('GET /api/insights/adherence/ gives each schedule of the last 30 days with its 7- and 30-day doses', async () => {
    const { status, body } = await request('GET', '/api/insights/adherence/', { token });
    expect(status).toBe(200);
    expect(body.schedules).toEqual([
      expect.objectContaining(magnesiumFigures()),
      expect.objectContaining({ name: 'Vitamin D', last_7_days: notStarted, last_30_days: notStarted }),
    ]);
  });

  it('the doctor summary lists the same schedules, whatever its period', async () => {
    const { status, body } = await request('GET', '/api/insights/summary/?days=90&timezone=UTC', { token });
    expect(status).toBe(200);
    expect(body.schedules.map((s: { name: string }) => s.name)).toEqual(['Magnesium', 'Vitamin D']);
    expect(body.schedules[0]).toMatchObject(magnesiumFigures());
  });

  it("the weekly report keeps the week's doses of each schedule, stored and reopened", async () => {
    const written = await request('POST', '/api/insights/reports/', { token, body: { timezone: 'UTC' } });
    expect(written.status).toBe(201);
    const week = { scheduled: 7, taken: 2, skipped: 1, rate: 2 / 7 };
    expect(written.body.medications).toEqual([
      expect.objectContaining({ name: 'Magnesium', week }),
      expect.objectContaining({ name: 'Vitamin D', week: notStarted }),
    ]);
    // The AI is given the figures only: no schedule's name in them.
    expect(JSON.stringify(written.body.figures)).not.toContain('Magnesium');
    const reopened = await request('GET', `/api/insights/reports/${written.body.id}/`, { token });
    expect(reopened.body.medications).toEqual(written.body.medications);
  });

  it('another person sees none of them (own data only)', async () => {
    const { access: other } = await signedInAccount();
    expect((await request('GET', '/api/insights/adherence/', { token: other })).body).toEqual({ schedules: [] });
    expect((await request('GET', '/api/insights/summary/?days=7&timezone=UTC', { token: other })).body.schedules).toEqual([]);
  });
});
