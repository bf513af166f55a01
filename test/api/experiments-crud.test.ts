// Experiments over HTTP (docs/EXPERIMENTS.md "Routes"): a plan is stored with its schedule, listed newest first, read,
// stopped and deleted by its owner only (another person's id is 404); a bad plan is a 400 naming the field (an unknown
// outcome, a period or washout outside the engine's limits); a second running experiment on one outcome is a 409.
import { signedInAccount } from './support/accounts';
import { dateIn, planBody, startExperiment } from './support/experiments';
import { request } from './support/runtime';

const create = (token: string, body: Record<string, unknown>) => request('POST', '/api/experiments/', { token, body });

describe('experiments: own only', () => {
  let token: string;
  let other: string;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
    ({ access: other } = await signedInAccount());
  });

  it('stores a plan with its schedule, lists newest first, and keeps it from anyone else', async () => {
    const sleep = await startExperiment(token);
    expect(sleep).toMatchObject({ status: 'running', plan_days: 42, series: 'sleep_hours', stopped_at: null });
    expect(sleep).not.toHaveProperty('seed');
    const mood = await startExperiment(token, {
      title: 'Walk and mood',
      intervention: { kind: 'do', what: 'walk at lunch' },
      outcome: { kind: 'mood' },
    });
    const list = await request('GET', '/api/experiments/', { token });
    expect(list.body.experiments.map((e: { id: string }) => e.id)).toEqual([mood.id, sleep.id]);

    const one = await request('GET', `/api/experiments/${sleep.id}/`, { token });
    expect(one.status).toBe(200);
    const { periods, days, condition_labels } = one.body.schedule;
    expect(periods).toHaveLength(6);
    expect(days).toEqual({ A: 21, B: 21 });
    expect(condition_labels).toEqual({ A: 'magnesium 400 mg', B: 'no magnesium 400 mg' });
    // Each pair of periods is one A and one B.
    for (let pair = 0; pair < 3; pair++)
      expect(
        periods
          .slice(pair * 2, pair * 2 + 2)
          .map((p: { condition: string }) => p.condition)
          .sort(),
      ).toEqual(['A', 'B']);

    expect((await request('GET', '/api/experiments/', { token: other })).body).toEqual({ experiments: [] });
    for (const [method, path] of [
      ['GET', `/api/experiments/${sleep.id}/`],
      ['GET', `/api/experiments/${sleep.id}/result/`],
      ['POST', `/api/experiments/${sleep.id}/stop/`],
      ['DELETE', `/api/experiments/${sleep.id}/`],
    ]) {
      expect((await request(method, path, { token: other })).status).toBe(404);
    }
    expect((await request('GET', '/api/experiments/not-an-id/', { token })).status).toBe(404);
    expect((await request('DELETE', `/api/experiments/${mood.id}/`, { token })).status).toBe(204);
    expect((await request('GET', `/api/experiments/${mood.id}/`, { token })).status).toBe(404);
    expect((await request('DELETE', `/api/experiments/${mood.id}/`, { token })).status).toBe(404);
  });

  it('refuses a second running experiment on the same outcome (409), and takes one once the first is stopped', async () => {
    const { access } = await signedInAccount();
    const first = await startExperiment(access, { outcome: { kind: 'stress' } });
    const again = await create(access, planBody({ title: 'Coffee and stress', outcome: { kind: 'stress' } }));
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already running/);
    // Another outcome is free; another person is free.
    expect((await create(access, planBody({ outcome: { kind: 'energy' } }))).status).toBe(201);
    expect((await create(token, planBody({ outcome: { kind: 'stress' } }))).status).toBe(201);

    const stopped = await request('POST', `/api/experiments/${first.id}/stop/`, { token: access });
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('stopped');
    expect((await request('POST', `/api/experiments/${first.id}/stop/`, { token: access })).status).toBe(409);
    const result = await request('GET', `/api/experiments/${first.id}/result/`, { token: access });
    expect(result.body).toMatchObject({ label: 'stopped', verdict: 'not-enough' });
    expect(result.body.sentence).toMatch(/^Stopped early on day 1 of 42\. Interim look/);
    expect((await create(access, planBody({ outcome: { kind: 'stress' } }))).status).toBe(201);
  });
});

describe('experiments: a bad plan is a 400 naming the field', () => {
  let token: string;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
  });

  it.each([
    ['an unknown outcome', { outcome: { kind: 'happiness' } }, 'outcome.kind'],
    ['a symptom without its name', { outcome: { kind: 'symptom_days' } }, 'outcome.symptom'],
    ['an unknown nutrient', { outcome: { kind: 'nutrient', nutrient: 'unobtainium_mg', better: 'lower' } }, 'outcome.nutrient'],
    ['an unknown design', { design: { type: 'zigzag' } }, 'design.type'],
    ['a period of 9 days', { design: { type: 'blocks', period_days: 9, pairs: 3, washout_days: 0 } }, 'design.period_days'],
    ['a period of 2 days', { design: { type: 'blocks', period_days: 2, pairs: 3, washout_days: 0 } }, 'design.period_days'],
    ['a washout of 4 days', { design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 4 } }, 'design.washout_days'],
    ['one pair', { design: { type: 'blocks', period_days: 7, pairs: 1, washout_days: 0 } }, 'design.pairs'],
    [
      'a baseline of 3 days',
      { design: { type: 'baseline', baseline_days: 3, intervention_days: 14, washout_days: 0 } },
      'design.baseline_days',
    ],
    ['a start that is no date', { start_date: '27/11/2026' }, 'start_date'],
    ['a zone that is not one', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['no intervention', { intervention: undefined }, 'intervention'],
  ])('%s', async (_, overrides, field) => {
    const response = await create(token, planBody(overrides));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expect(response.body[field][0]).toEqual(expect.any(String));
  });

  it('takes a baseline-then-intervention plan that started in the past', async () => {
    const response = await create(
      token,
      planBody({ design: { type: 'baseline', baseline_days: 14, intervention_days: 14 }, start_date: dateIn('UTC', -20) }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ plan_days: 28, status: 'running', design: { washout_days: 0 } });
  });
});

describe('experiments: one per outcome, race-free', () => {
  it('answers one 201 and the rest 409 when creates on one outcome arrive at once, and frees the outcome on delete', async () => {
    const { access } = await signedInAccount();
    // Five at once: each create lists the experiments before any is written, so only the claim on the outcome tells them apart.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => create(access, planBody({ outcome: { kind: 'energy' } }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = await request('GET', '/api/experiments/', { token: access });
    expect(list.body.experiments).toHaveLength(1);

    const winner = answers.find((a) => a.status === 201)!.body.id as string;
    expect((await request('DELETE', `/api/experiments/${winner}/`, { token: access })).status).toBe(204);
    const [a, b] = await Promise.all([1, 2].map(() => create(access, planBody({ outcome: { kind: 'energy' } }))));
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});
