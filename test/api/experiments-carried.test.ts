// Experiments carried into the weekly report, the doctor summary and the chat (docs/EXPERIMENTS.md "Where the answer
// goes"), over HTTP with the local AI provider: a finished experiment's answer sentence (the same as its result route's)
// and a running one's day and condition; an experiment lived outside the period is left out, and a running one never
// gives an interim answer.
import { signedInAccount } from './support/accounts';
import { dateIn, startExperiment } from './support/experiments';
import { request } from './support/runtime';

const PLAN_DAYS = 18;
let token: string;
let finished: { id: string; end_date: string };
let running: { id: string };
let finishedSentence: string;
let runningText: string;

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  // Three pairs of 3-day periods that ended yesterday, with an hour's more sleep on magnesium days.
  finished = await startExperiment(token, {
    start_date: dateIn('UTC', -PLAN_DAYS),
    design: { type: 'blocks', period_days: 3, pairs: 3, washout_days: 0 },
  });
  const { body } = await request('GET', `/api/experiments/${finished.id}/`, { token });
  const conditions: ('A' | 'B')[] = body.schedule.periods.flatMap((p: { condition: 'A' | 'B' }) => Array(3).fill(p.condition));
  const items = conditions.flatMap((condition, i) => {
    const date = dateIn('UTC', -PLAN_DAYS + i);
    const minutes = 420 + ((i % 3) - 1) * 10 + (condition === 'A' ? 60 : 0);
    const sleep = {
      notes: '',
      subjects: [],
      category: 'sleep',
      details: `slept ${minutes} min`,
      calculated_time: `${date}T07:00:00Z`,
      measures: { duration_min: minutes },
    };
    const dose = { notes: '', subjects: [], category: 'supplements', details: 'magnesium 400mg', calculated_time: `${date}T21:00:00Z` };
    return condition === 'A' ? [sleep, dose] : [sleep];
  });
  const saved = await request('POST', '/api/structured-data/save/', { token, body: { raw_text: 'diary', timezone: 'UTC', items } });
  expect(saved.status).toBe(201);
  finishedSentence = (await request('GET', `/api/experiments/${finished.id}/result/`, { token })).body.sentence;
  expect(finishedSentence).toMatch(/^Magnesium 400 mg: \+1 h/);
  expect(finishedSentence).toMatch(/18 of 18 days followed the plan/);

  running = await startExperiment(token, {
    title: 'Walk and mood',
    intervention: { kind: 'do', what: 'walk at lunch' },
    outcome: { kind: 'mood' },
    start_date: dateIn('UTC', -2),
  });
  runningText = (await request('GET', '/api/experiments/today/', { token })).body.today.find(
    (row: { id: string }) => row.id === running.id,
  ).text;
  expect(runningText).toMatch(/^Experiment day 3 of 42: [AB] — /);
}, 60_000);

const note = (notes: { id: string }[], id: string) => notes.find((n) => n.id === id);

describe('the weekly report', () => {
  it("carries the week's experiments beside the figures: the ended one's answer, the running one's day", async () => {
    const response = await request('POST', '/api/insights/reports/', { token, body: { timezone: 'UTC' } });
    expect(response.status).toBe(201);
    const { experiments, figures } = response.body;
    expect(note(experiments, finished.id)).toMatchObject({ status: 'finished', answer: finishedSentence, today: null });
    expect(note(experiments, running.id)).toMatchObject({ status: 'running', today: runningText, answer: null });
    // The AI is given the figures only: no experiment's words in them.
    expect(JSON.stringify(figures)).not.toMatch(/Magnesium|walk at lunch/i);
    // Reopened as stored.
    const again = await request('GET', `/api/insights/reports/${response.body.id}/`, { token });
    expect(again.body.experiments).toEqual(experiments);
  });
});

describe('the doctor summary', () => {
  it('lists the experiments lived in the period', async () => {
    const response = await request('GET', '/api/insights/summary/?days=30&timezone=UTC', { token });
    expect(response.status).toBe(200);
    expect(note(response.body.experiments, finished.id)).toMatchObject({ title: 'Magnesium and sleep', answer: finishedSentence });
    expect(note(response.body.experiments, running.id)).toMatchObject({ today: runningText });
  });

  it('leaves out an experiment that ended before the period', async () => {
    const response = await request('GET', '/api/insights/summary/?days=7&timezone=UTC', { token });
    // The finished one ended yesterday, so it is in the last 7 days; an account whose experiment ended long ago is not.
    expect(note(response.body.experiments, finished.id)).toBeDefined();
    const { access } = await signedInAccount();
    const old = await startExperiment(access, {
      start_date: dateIn('UTC', -60),
      design: { type: 'blocks', period_days: 3, pairs: 3, washout_days: 0 },
    });
    const week = await request('GET', '/api/insights/summary/?days=7&timezone=UTC', { token: access });
    expect(note(week.body.experiments, old.id)).toBeUndefined();
    const quarter = await request('GET', '/api/insights/summary/?days=90&timezone=UTC', { token: access });
    expect(note(quarter.body.experiments, old.id)).toMatchObject({ status: 'finished' });
  });
});

describe('the chat (local provider)', () => {
  const ask = async (query: string) => {
    const response = await request('POST', '/api/ai/chat/', {
      token,
      body: { query, history: [], session_id: null, timezone: 'UTC', device_locale_info: { locale: 'en-GB', timezone: 'UTC' } },
    });
    expect(response.status).toBe(200);
    return response.body.response as string;
  };

  it('answers "did my magnesium experiment work?" with its answer sentence', async () => {
    expect(await ask('Did my magnesium experiment work?')).toBe(`"Magnesium and sleep": ${finishedSentence}`);
  });

  it('answers about a running experiment with its day and condition, and no interim answer', async () => {
    const answer = await ask('How is my walk experiment going?');
    expect(answer).toContain(runningText);
    expect(answer).toMatch(/answer comes at the planned end/);
  });

  it('lists every experiment when the question names none', async () => {
    const answer = await ask('How are my experiments going?');
    expect(answer).toContain(finishedSentence);
    expect(answer).toContain(runningText);
  });
});
