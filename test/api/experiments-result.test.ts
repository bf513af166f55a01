// An experiment's answer over HTTP (docs/EXPERIMENTS.md "Analysis", "The answer"): six weeks of sleep seeded under the
// plan's schedule with magnesium logged on A days and a planted effect of about an hour, read back from the entries
// (the insights' daily values: the unlogged day stays missing) into the engine's answer, sentence and day-by-day
// series; and the power estimate from the same history.
import { analyse, resultSentence, type Schedule } from '../../functions/domain/experiments';
import { signedInAccount } from './support/accounts';
import { dateIn, startExperiment } from './support/experiments';
import { request } from './support/runtime';

const EFFECT_MIN = 60;
const PLAN_DAYS = 42;
/** A day left unlogged: missing, not zero. */
const MISSING_DAY = 10;

type Day = { date: string; day: number; condition: 'A' | 'B'; washout: boolean; value: number | null; intervention_logged: boolean | null };

let token: string;
let id: string;
const planted: (number | null)[] = [];

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  // Six weeks that ended yesterday: the answer is the final one.
  const made = await startExperiment(token, { start_date: dateIn('UTC', -PLAN_DAYS) });
  id = made.id;
  const { body } = await request('GET', `/api/experiments/${id}/`, { token });
  const conditions: ('A' | 'B')[] = body.schedule.periods.flatMap((p: { condition: 'A' | 'B' }) => Array(7).fill(p.condition));
  const items: object[] = [];
  conditions.forEach((condition, i) => {
    const date = dateIn('UTC', -PLAN_DAYS + i);
    const pair = Math.floor(i / 14);
    // Each pair's A periods sleep 55, 60 and 65 min longer than its B period; a weekday wobble on both.
    const minutes = Math.round(420 + ((i % 7) - 3) * 6 + (condition === 'A' ? EFFECT_MIN + (pair - 1) * 5 : 0));
    planted.push(i === MISSING_DAY ? null : minutes);
    if (i === MISSING_DAY) return;
    const item = { notes: '', subjects: [] as string[] };
    items.push({
      ...item,
      category: 'sleep',
      details: `slept ${minutes} min`,
      calculated_time: `${date}T07:00:00Z`,
      measures: { duration_min: minutes },
    });
    if (condition === 'A')
      items.push({ ...item, category: 'supplements', details: 'Magnesium 400 mg', calculated_time: `${date}T21:00:00Z` });
  });
  // One B day with magnesium logged: against the plan.
  const against = conditions.findIndex((c, i) => c === 'B' && i !== MISSING_DAY);
  items.push({
    notes: '',
    subjects: [],
    category: 'supplements',
    details: 'Magnesium glycinate 400 mg',
    calculated_time: `${dateIn('UTC', -PLAN_DAYS + against)}T12:00:00Z`,
  });
  for (let i = 0; i < items.length; i += 50) {
    const saved = await request('POST', '/api/structured-data/save/', {
      token,
      body: { raw_text: 'diary', timezone: 'UTC', items: items.slice(i, i + 50) },
    });
    expect(saved.status).toBe(201);
  }
}, 60_000);

describe('GET /api/experiments/{id}/result/', () => {
  it("answers the engine's effect, interval, probability and sentence from the person's entries", async () => {
    const response = await request('GET', `/api/experiments/${id}/result/`, { token });
    expect(response.status).toBe(200);
    const result = response.body;
    expect(result).toMatchObject({ label: 'final', verdict: 'helps', days_so_far: PLAN_DAYS, plan_days: PLAN_DAYS });
    expect(result.effect).toBeGreaterThan(50);
    expect(result.effect).toBeLessThan(70);
    expect(result.interval.low).toBeGreaterThan(0);
    expect(result.probability_helps).toBeGreaterThan(0.975);
    expect(result.pairs).toMatchObject({ used: 3, needed: 3 });
    // The unlogged day has nothing, so it is unknown, not "followed"; the B day with magnesium went against the plan.
    expect(result.adherence).toEqual({ days: 42, followed: 40, against: 1, unknown: 1 });

    // The day-by-day series: the values as planted (the missing day null), each day's condition and what was logged.
    const days: Day[] = result.days;
    expect(days).toHaveLength(PLAN_DAYS);
    expect(days.map((d) => d.value)).toEqual(planted);
    expect(days[MISSING_DAY].intervention_logged).toBeNull();

    // The same answer as the engine's on the same days: the route read the entries into the engine's inputs.
    const schedule: Schedule = {
      plan: { design: 'blocks', start: days[0].date, blockDays: 7, pairs: 3, washoutDays: 0 },
      days: days.map(({ date, day, condition, washout }, i) => ({ date, day, condition, washout, block: Math.floor(i / 7) })),
      blocks: Array.from({ length: 6 }, (_, b) => ({
        index: b,
        condition: days[b * 7].condition,
        pair: Math.floor(b / 2),
        first: b * 7,
        last: b * 7 + 6,
      })),
    };
    const expected = analyse({
      schedule,
      values: planted,
      logged: days.map((d) => d.intervention_logged),
      kind: 'take',
      better: 'higher',
      through: PLAN_DAYS - 1,
    });
    expect(result.effect).toBeCloseTo(expected.estimate!.effect, 6);
    expect(result.sentence).toBe(resultSentence('Magnesium 400 mg', { kind: 'sleep_minutes', label: 'sleep' }, expected));
    expect(result.sentence).toMatch(
      /^Magnesium 400 mg: \+1 h of sleep a night \(95 % interval \+\d+ min to \+1 h \d+ min\), \d\d % likely to help you\. 40 of 42 days followed the plan; 1 went against it; 1 had nothing logged\.$/,
    );
  });
});

describe('POST /api/experiments/power/', () => {
  const power = (as: string, effect: number) =>
    request('POST', '/api/experiments/power/', {
      token: as,
      body: { outcome: { kind: 'sleep_minutes' }, design: { type: 'blocks', period_days: 7, pairs: 3 }, effect, timezone: 'UTC' },
    });

  it("estimates from the person's history of the outcome and says it in a sentence", async () => {
    const response = await power(token, 120);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'estimate', plan_days: 42, history: { days: 42, logged: 41 } });
    expect(response.body.power).toBeGreaterThan(0.8);
    expect(response.body.sentence).toMatch(/^With 6 weeks, a change of 2 h in sleep would be detected (9|10) times in 10\.$/);
  });

  it('says when there is too little history, and refuses a bad plan naming the field', async () => {
    const { access } = await signedInAccount();
    const response = await power(access, 20);
    expect(response.body).toMatchObject({ status: 'too-little-history', power: null });
    expect(response.body.sentence).toMatch(/^Not enough history yet: 0 days of sleep logged, 21 are needed/);
    const bad = await request('POST', '/api/experiments/power/', {
      token: access,
      body: { outcome: { kind: 'sleep_minutes' }, design: { type: 'blocks', period_days: 8, pairs: 3 }, effect: 20, timezone: 'UTC' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['design.period_days']);
  });
});
