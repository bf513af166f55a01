// The planner (docs/EXPERIMENTS.md "Pages"): prefilled from a finding ("Test this"), the power estimate's sentence
// asked once the plan settles and again on a change, the plan sent as the API takes it, a 400's fields said on the
// planner's fields, and a 409 said plainly; the day's reminder sent only when a time is chosen; an outcome with no
// logged day marked "not logged yet".
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { PlannerPage } from '../planner-page';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const power = (sentence: string, suggested = 4) => ({
  status: 200,
  body: {
    status: 'estimate',
    power: 0.8,
    enough: true,
    plan_days: 42,
    days_needed: null,
    history: { days: 90, logged: 80, sd: 40, autocorrelation: 0.3, suggested_period_days: suggested },
    sentence,
  },
});

function setup(address: string, answer: (request: RecordedRequest) => FakeAnswer) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'Europe/Berlin');
  const api = installFetch(answer);
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/experiments/new" element={<PlannerPage />} />
          <Route path="/experiments/:id" element={<p>Experiment page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return api;
}

afterEach(() => localStorage.clear());

test('a finding against sleep opens as "avoid" it, with the estimate of the plan, and Start sends the plan', async () => {
  const api = setup('/experiments/new?factor=alcohol&finding=sleep&rho=-1&from=food-drinks', (request) => {
    if (request.url.endsWith('/experiments/power/'))
      return power('With 6 weeks, a change of 20 min in sleep would be detected 8 times in 10.');
    return { status: 201, body: { id: '01JEXPERIMENT000000000001' } };
  });
  expect(screen.getByLabelText('Kind')).toHaveValue('avoid');
  expect(screen.getByLabelText('What')).toHaveValue('alcohol');
  expect(screen.getByLabelText('Outcome')).toHaveValue('sleep_minutes');
  expect(screen.getByLabelText('Title')).toHaveValue('Alcohol and sleep');
  expect(screen.getByRole('radio', { name: /Randomised blocks/ })).toBeChecked();
  expect(screen.getByText(/Baseline then intervention/).closest('label')).toHaveTextContent('(weaker)');
  await screen.findByText('With 6 weeks, a change of 20 min in sleep would be detected 8 times in 10.');
  const asked = api.requests.filter((r) => r.url.endsWith('/experiments/power/'));
  expect(asked).toHaveLength(1);
  expect(asked[0].body).toEqual({
    outcome: { kind: 'sleep_minutes' },
    design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 0 },
    effect: 20,
    timezone: 'Europe/Berlin',
  });
  // The history suggests 4-day periods: one click takes them, and the length in weeks is kept (5 pairs of 4 days).
  await userEvent.click(screen.getByRole('button', { name: 'Use 4 days' }));
  expect(screen.getByText('5 pairs of 4-day periods: 40 days.')).toBeInTheDocument();
  await waitFor(() => expect(api.requests.filter((r) => r.url.endsWith('/experiments/power/'))).toHaveLength(2));

  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  await screen.findByText('Experiment page');
  const started = api.requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/experiments/'))!;
  expect(started.body).toMatchObject({
    title: 'Alcohol and sleep',
    intervention: { kind: 'avoid', what: 'alcohol' },
    outcome: { kind: 'sleep_minutes' },
    design: { type: 'blocks', period_days: 4, pairs: 5, washout_days: 0 },
    timezone: 'Europe/Berlin',
  });
});

test('the estimate is asked once typing stops, signed the way that helps (less stress)', async () => {
  const api = setup('/experiments/new', (request) =>
    request.url.endsWith('/experiments/power/')
      ? power('With 6 weeks, a change of 2 points in stress would be detected 9 times in 10.')
      : { status: 500 },
  );
  await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'stress');
  const change = screen.getByLabelText('A change that would matter to you (points)');
  await userEvent.clear(change);
  await userEvent.type(change, '2');
  await screen.findByText(/a change of 2 points in stress/);
  const asked = api.requests.filter((r) => r.url.endsWith('/experiments/power/'));
  expect(asked.at(-1)!.body).toMatchObject({ outcome: { kind: 'stress' }, effect: -2 });
  // Typed in one go: not one request per keystroke.
  expect(asked.length).toBeLessThanOrEqual(2);
});

test("a 400 is said on the planner's fields; a 409 says another experiment reads that outcome", async () => {
  let attempt = 0;
  setup('/experiments/new', (request) => {
    if (request.url.endsWith('/experiments/power/')) return power('An estimate.');
    attempt += 1;
    return attempt === 1
      ? {
          status: 400,
          body: {
            'intervention.what': ['What: say what you take, avoid or do, such as "magnesium 400 mg".'],
            'design.washout_days': ['Washout days: at most 3.'],
          },
        }
      : { status: 409, body: { detail: 'An experiment on sleep is already running: stop it first.' } };
  });
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  const what = await screen.findByLabelText('What');
  await waitFor(() => expect(what).toHaveAttribute('aria-invalid', 'true'));
  expect(what).toHaveAccessibleDescription(expect.stringContaining('What: say what you take, avoid or do'));
  expect(screen.getByLabelText('Washout')).toHaveAccessibleDescription(expect.stringContaining('Washout days: at most 3.'));

  await userEvent.type(what, 'magnesium');
  expect(what).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  const alert = await screen.findByText('An experiment on sleep is already running: stop it first.');
  expect(alert.closest('[role="alert"]')).toHaveTextContent('See your experiments to stop that one first, or choose another outcome.');
});

test('"Remind me each day at" is optional: left empty the plan has no remind_at, a time is sent as HH:MM', async () => {
  let attempt = 0;
  const api = setup('/experiments/new', (request) => {
    if (request.url.endsWith('/experiments/power/')) return power('An estimate.');
    attempt += 1;
    return attempt === 1
      ? { status: 400, body: { remind_at: ['Remind at: use 24-hour HH:MM, such as 08:00.'] } }
      : { status: 201, body: { id: '01JEXPERIMENT000000000001' } };
  });
  await userEvent.type(screen.getByLabelText('What'), 'magnesium 400 mg');
  const time = screen.getByLabelText('Remind me each day at');
  expect(time).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  const posts = () => api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/experiments/'));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).not.toHaveProperty('remind_at');
  // The API's word on the time is said on its field.
  await waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
  expect(time).toHaveAccessibleDescription(expect.stringContaining('Remind at: use 24-hour HH:MM'));

  await userEvent.type(time, '08:30');
  expect(time).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  await screen.findByText('Experiment page');
  expect(posts()[1].body).toMatchObject({ remind_at: '08:30', timezone: 'Europe/Berlin' });
});

test('an outcome the person has never logged stays listed but is marked "not logged yet", as its estimate’s history says', async () => {
  const api = setup('/experiments/new', (request) => {
    if (!request.url.endsWith('/experiments/power/')) return { status: 500 };
    const { kind } = (request.body as { outcome: { kind: string } }).outcome;
    const answer = power(`An estimate for ${kind}.`);
    // Mood has no logged day in the history; sleep has 80.
    if (kind === 'mood') answer.body = { ...answer.body, status: 'too-little-history', history: { ...answer.body.history, logged: 0 } };
    return answer;
  });
  const outcome = screen.getByLabelText('Outcome');
  const option = (value: string) => outcome.querySelector(`option[value="${value}"]`);
  await screen.findByText('An estimate for sleep_minutes.');
  expect(option('sleep_minutes')).toHaveTextContent(/^Sleep \(minutes a night\)$/);
  expect(option('mood')).not.toHaveTextContent('not logged yet');

  await userEvent.selectOptions(outcome, 'mood');
  await screen.findByText('An estimate for mood.');
  await waitFor(() => expect(option('mood')).toHaveTextContent(/\(not logged yet\)$/));
  // Still there to pick, and still chosen; the others are not marked.
  expect(outcome).toHaveValue('mood');
  expect(option('sleep_minutes')).not.toHaveTextContent('not logged yet');
  expect(api.requests.filter((r) => r.url.endsWith('/experiments/power/')).length).toBeGreaterThanOrEqual(2);
});
