// An experiment's page (docs/EXPERIMENTS.md "Pages"): its answer sentence with the 95 % interval, how likely it helps
// and the days that followed the plan, the interim label before the planned end, the days as a table beside the
// chart, today's condition, the daily push's time changed or turned off while it runs, and Stop and Delete each
// asked first.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { dateInputToday } from '@/lib/time-zone';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { ExperimentPage } from '../experiment-page';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const ID = '01JEXPERIMENT000000000001';
const DAY = 86_400_000;
const dayFrom = (first: string, n: number) => new Date(Date.parse(`${first}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Six weeks of 7-day periods, ABBAAB, that began `ago` days before today (in UTC, the experiment's zone). */
function experiment(ago: number, status = 'running') {
  const start = dayFrom(dateInputToday('UTC'), -ago);
  const conditions = ['A', 'B', 'B', 'A', 'A', 'B'] as const;
  return {
    id: ID,
    title: 'Magnesium and sleep',
    intervention: { kind: 'take', what: 'magnesium 400 mg' },
    outcome: { kind: 'sleep_minutes' },
    series: 'sleep_hours',
    design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 0 },
    start_date: start,
    end_date: dayFrom(start, 41),
    plan_days: 42,
    timezone: 'UTC',
    status,
    created_at: `${start}T08:00:00.000Z`,
    stopped_at: null,
    schedule: {
      periods: conditions.map((condition, i) => ({
        condition,
        first_date: dayFrom(start, i * 7),
        last_date: dayFrom(start, i * 7 + 6),
        washout_days: 0,
      })),
      days: { A: 21, B: 21 },
      condition_labels: { A: 'magnesium 400 mg', B: 'no magnesium 400 mg' },
    },
  };
}

function result(label: 'final' | 'interim', daysSoFar: number, start: string) {
  const conditions = ['A', 'B', 'B', 'A', 'A', 'B'] as const;
  return {
    id: ID,
    label,
    verdict: 'helps',
    method: 'Randomised blocks: each pair’s A-period mean minus its B-period mean.',
    effect: 58,
    interval: { low: 44, high: 72, level: 0.95 },
    probability_helps: 0.998,
    p_value: 0.25,
    days_so_far: daysSoFar,
    plan_days: 42,
    pairs: { used: 3, needed: 3, dropped: 0 },
    days_logged: { A: 21, B: 20 },
    adherence: { days: 42, followed: 40, against: 1, unknown: 1 },
    sentence:
      label === 'interim'
        ? 'Interim look, day 20 of 42 (the answer comes at the planned end): magnesium 400 mg: not enough days yet.'
        : 'Magnesium 400 mg: +58 min of sleep a night (95 % interval +44 min to +1 h 12 min), 100 % likely to help you. 40 of 42 days followed the plan.',
    days: Array.from({ length: daysSoFar }, (_, i) => ({
      date: dayFrom(start, i),
      day: i + 1,
      condition: conditions[Math.floor(i / 7)],
      washout: false,
      value: i === 10 ? null : conditions[Math.floor(i / 7)] === 'A' ? 480 : 420,
      intervention_logged: i === 10 ? null : conditions[Math.floor(i / 7)] === 'A',
    })),
  };
}

function setup(
  plan: ReturnType<typeof experiment>,
  answer: ReturnType<typeof result>,
  more: (request: RecordedRequest) => FakeAnswer | null = () => null,
) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'UTC');
  const api = installFetch((request) => {
    const scripted = more(request);
    if (scripted) return scripted;
    if (request.url.endsWith(`/experiments/${ID}/result/`)) return { status: 200, body: answer };
    if (request.url.endsWith(`/experiments/${ID}/`)) return { status: 200, body: plan };
    return { status: 200, body: { experiments: [] } };
  });
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/experiments/${ID}`]}>
        <Routes>
          <Route path="/experiments/:id" element={<ExperimentPage />} />
          <Route path="/experiments" element={<p>The list</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return api;
}

afterEach(() => localStorage.clear());

test('a finished experiment: the sentence, its interval, how likely it helps, the days that followed, and the days as a table', async () => {
  const plan = experiment(43, 'finished');
  setup(plan, result('final', 42, plan.start_date));
  const answer = await screen.findByRole('region', { name: 'The answer' });
  expect(within(answer).getByText(/^Magnesium 400 mg: \+58 min of sleep a night \(95 % interval/)).toBeInTheDocument();
  expect(within(answer).getByText('Final answer')).toBeInTheDocument();
  const figure = (term: string) => within(answer).getByText(term).nextElementSibling;
  expect(figure('95 % interval')).toHaveTextContent('+44 min to +1 h 12 min');
  expect(figure('Likely to help')).toHaveTextContent('99 %'); // never 100 %, as the sentence says it
  expect(figure('Days that followed the plan')).toHaveTextContent('40 of 42; 1 went against it; 1 had nothing logged');
  const rows = within(answer).getAllByRole('row');
  expect(rows).toHaveLength(43);
  expect(rows[1]).toHaveTextContent(/^1\. .*A — magnesium 400 mg8 hYes$/);
  expect(rows[11]).toHaveTextContent(/^11\. .*B — no magnesium 400 mgNot logged—$/);
  // Finished: nothing for today, no Stop; Delete stays.
  expect(screen.queryByText(/^Today, day/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

test('a running experiment: today’s condition, its reminder’s time, the interim label, and Stop asked first', async () => {
  const plan = { ...experiment(19), remind_at: '08:30' };
  let stopped = false;
  const api = setup(plan, result('interim', 20, plan.start_date), (request) => {
    if (request.method === 'POST' && request.url.endsWith('/stop/')) {
      stopped = true;
      return { status: 200, body: { ...plan, status: 'stopped' } };
    }
    return stopped && request.url.endsWith(`/experiments/${ID}/`) ? { status: 200, body: { ...plan, status: 'stopped' } } : null;
  });
  // Day 20 is the third period's sixth day: B.
  expect((await screen.findByText(/^Today, day 20 of 42:/)).closest('p')).toHaveTextContent('Today, day 20 of 42: B — no magnesium 400 mg');
  const reminder = screen.getByText('Reminder').nextElementSibling;
  expect(reminder).toHaveTextContent('Each day at 08:30 (UTC)');
  const answer = screen.getByRole('region', { name: 'The answer' });
  expect(within(answer).getByText('Interim look')).toBeInTheDocument();
  expect(within(answer).getByText(/the answer waits for the planned end\.$/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Stop this experiment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.requests.some((r) => r.url.endsWith('/stop/'))).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop' }));
  await screen.findByText(/^Stopped\. The answer is the one of the days it ran/);
  expect(await screen.findByText('Stopped', { selector: '.page-subtitle' })).toBeInTheDocument();
  // Stopped, it sends no more: its time is no longer shown.
  expect(screen.queryByText('Reminder')).not.toBeInTheDocument();
});

test('Delete, once confirmed, deletes it and goes back to the list', async () => {
  const plan = experiment(3);
  const api = setup(plan, result('interim', 4, plan.start_date), (request) => (request.method === 'DELETE' ? { status: 204 } : null));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Delete this experiment?' })).getByRole('button', { name: 'Delete' }),
  );
  await screen.findByText('The list');
  expect(api.requests.find((r) => r.method === 'DELETE')!.url).toMatch(new RegExp(`/api/experiments/${ID}/$`));
});

test('the daily push’s time can be changed and turned off while it runs', async () => {
  let plan: ReturnType<typeof experiment> & { remind_at?: string } = { ...experiment(5), remind_at: '08:30' };
  const api = setup(plan, result('interim', 6, plan.start_date), (request) => {
    // The plan as now stored, read again after each save.
    if (request.method === 'GET' && request.url.endsWith(`/experiments/${ID}/`)) return { status: 200, body: plan };
    if (request.method !== 'PUT') return null;
    const body = request.body as { remind_at: string | null };
    const { remind_at: _old, ...rest } = plan;
    plan = body.remind_at ? { ...rest, remind_at: body.remind_at } : rest;
    return { status: 200, body: plan };
  });
  const time = await screen.findByLabelText('Remind me each day at');
  expect(time).toHaveValue('08:30');
  await userEvent.clear(time);
  await userEvent.type(time, '21:15');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved: each day at 21:15 (UTC).');
  const puts = () => api.requests.filter((r) => r.method === 'PUT');
  expect(puts()[0].url).toMatch(new RegExp(`/api/experiments/${ID}/reminder/$`));
  expect(puts()[0].body).toEqual({ remind_at: '21:15' });
  expect(screen.getByText('Reminder').nextElementSibling).toHaveTextContent('Each day at 21:15 (UTC)');

  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await screen.findByText('Turned off: no more daily pushes for it.');
  expect(puts()[1].body).toEqual({ remind_at: null });
  expect(screen.queryByText('Reminder')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
});

test('an ended experiment offers no daily push form', async () => {
  const plan = { ...experiment(43, 'finished'), remind_at: '08:30' };
  setup(plan, result('final', 42, plan.start_date));
  await screen.findByRole('region', { name: 'The answer' });
  expect(screen.queryByLabelText('Remind me each day at')).not.toBeInTheDocument();
});
