// The dashboard's experiment line: each running experiment's condition today in the API's words, linked to its page,
// read under EXPERIMENTS_TODAY_KEY (the dashboard's summary may have filled it); a day that went against the plan says
// so in the API's words; nothing when none runs.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch } from '@/testing/fake-fetch';
import { ExperimentTodayLine } from '../components/experiment-today-line';
import { EXPERIMENTS_TODAY_KEY } from '..';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const row = {
  id: '01JEXPERIMENT000000000001',
  title: 'Magnesium and sleep',
  date: '2026-11-27',
  day: 9,
  plan_days: 42,
  condition: 'B',
  label: 'no magnesium 400 mg',
  washout: false,
  text: 'Experiment day 9 of 42: B — no magnesium 400 mg',
  adherence: 'followed',
  adherence_text: null,
};
const against = {
  ...row,
  adherence: 'against',
  adherence_text: 'Magnesium 400 mg logged today: this day goes against the plan',
};

function setup(today: unknown[], cache = new Map()) {
  localStorage.setItem('token', 'access-token');
  const api = installFetch(() => ({ status: 200, body: { today } }));
  const view = render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => cache, dedupingInterval: 0 }}>
      <MemoryRouter>
        <ExperimentTodayLine />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { api, view };
}

afterEach(() => localStorage.clear());

test("says today's condition, linked to the experiment", async () => {
  const { api } = setup([row]);
  const link = await screen.findByRole('link', { name: 'Experiment day 9 of 42: B — no magnesium 400 mg' });
  expect(link).toHaveAttribute('href', `/experiments/${row.id}`);
  expect(screen.getByRole('region', { name: 'Experiments today' })).toHaveTextContent('· Magnesium and sleep');
  expect(api.requests[0].url).toMatch(/\/api\/experiments\/today\/$/);
});

test('says a day that went against the plan after its condition, and nothing of adherence otherwise', async () => {
  setup([against, { ...row, id: '01JEXPERIMENT000000000002', title: 'Coffee and mood', adherence: 'not-yet' }]);
  const items = await screen.findAllByRole('listitem');
  expect(items[0]).toHaveTextContent(
    'Experiment day 9 of 42: B — no magnesium 400 mg · Magnesium 400 mg logged today: this day goes against the plan · Magnesium and sleep',
  );
  expect(items[1]).toHaveTextContent(/^Experiment day 9 of 42: B — no magnesium 400 mg · Coffee and mood$/);
  expect(screen.getAllByText(/goes against the plan/)).toHaveLength(1);
});

test('shows nothing when no experiment runs today', async () => {
  const { api, view } = setup([]);
  await waitFor(() => expect(api.requests).toHaveLength(1));
  await waitFor(() => expect(view.container).toBeEmptyDOMElement());
});

test(`reads what the dashboard's summary put under '${EXPERIMENTS_TODAY_KEY}' without asking again`, async () => {
  const cache = new Map();
  cache.set(EXPERIMENTS_TODAY_KEY, { data: { today: [row] } });
  setup([], cache);
  // At the first render, before any answer could arrive: the line reads the key another module filled.
  expect(screen.getByRole('link', { name: 'Experiment day 9 of 42: B — no magnesium 400 mg' })).toBeInTheDocument();
  expect(EXPERIMENTS_TODAY_KEY).toBe('experiments-today');
});
