// The /dashboard composition (docs/PRODUCT.md §2): the first screen comes in one call (GET /api/dashboard/, docs/PERFORMANCE.md
// "Dashboard in two calls") and each part falls back to its own route when it cannot; the input and chat cards sit on
// the dashboard, a save in the input card reloads the seven panels through their own routes, and the limits
// (docs/PRODUCT.md's warnings, the meters when close, why AI is paused) reach the capture card, above Process (issue 23),
// for the trial and a paid plan alike.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ENTRY_TYPES } from '@shared/entry-types';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { FreshSwr, installApi, pathOf } from '@/components/entries/__tests__/fixtures';
import { DashboardRoute } from '../routes/dashboard';

// The cards themselves are tested in their features; here they only show where they sit and what they call.
jest.mock('@/features/ai-input', () => ({
  DataInputCard: ({ onSaved, notice, aiPaused }: { onSaved: () => void; notice?: ReactNode; aiPaused?: string | null }) => (
    <section aria-label="Your Data">
      {notice}
      {aiPaused && <p data-testid="ai-paused">{aiPaused}</p>}
      <button type="button" onClick={onSaved}>
        Confirm & Save
      </button>
    </section>
  ),
}));
jest.mock('@/features/chat', () => ({ ChatCard: () => <section aria-label="AI Chat Assistant" /> }));

beforeEach(() => localStorage.setItem('token', 'access-token'));

const renderDashboard = () =>
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser() })}>
        <FreshSwr>
          <DashboardRoute />
        </FreshSwr>
      </FixedAuthProvider>
    </MemoryRouter>,
  );
const entryRequests = (requests: { url: string }[]) =>
  requests.filter((r) => !['/api/ai/', '/api/reminders/', '/api/experiments/'].some((prefix) => pathOf(r).startsWith(prefix)));
const trialStatus = (over: object) => ({
  is_trial_user: true,
  credits_used: 95,
  credits_limit: 100,
  credits_remaining: 5,
  usage_progress_percentage: 95,
  images_used: 0,
  images_limit: 5,
  images_progress_percentage: 0,
  can_use_ai: true,
  can_upload_images: true,
  is_subscribed: false,
  is_trial_expired: false,
  days_remaining: 20,
  time_remaining_formatted: '20 days',
  trial_end_date: '2026-12-15T00:00:00.000Z',
  plan: 'trial',
  images_remaining: 5,
  period_end: '2026-12-15T00:00:00.000Z',
  ...over,
});
const pro = (over: object) =>
  trialStatus({
    is_trial_user: false,
    is_subscribed: true,
    plan: 'pro',
    credits_limit: 5000,
    images_limit: 100,
    trial_end_date: null,
    ...over,
  });
const sleep = { id: 'S1', details: 'Slept 7 hours', utc_time: '2026-11-27T06:00:00Z', calculated_timestamp: '2026-11-27T06:00:00Z' };
const toast = { id: 'F1', details: 'Toast', utc_time: '2026-11-27T07:00:00Z', calculated_timestamp: '2026-11-27T07:00:00Z' };
const logged: Record<string, object[]> = { sleep: [sleep], 'food-drinks': [toast] };
/** GET /api/dashboard/'s answer: a night's sleep and today's toast, nothing else logged, the given usage. */
const summary = (status: object) => ({
  entries: Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, logged[type.collection] ?? []])),
  today_food: [toast],
  trial_status: status,
  reminders_today: { occurrences: [] },
  quick_log: { recents: [], favourites: [] },
  experiments_today: { today: [] },
});
const withStatus = (status: object) =>
  installApi(({ path }) =>
    path === '/api/dashboard/'
      ? { status: 200, body: summary(status) }
      : path === '/api/ai/trial-status/'
        ? { status: 200, body: status }
        : { status: 200, body: [] },
  );
const captureCard = () => screen.getByRole('region', { name: 'Your Data' });

test('opens on one call, shows both cards beside the panels, and a save in the input card reloads all seven panels', async () => {
  const { requests } = withStatus(pro({}));
  renderDashboard();
  const section = screen.getByRole('region', { name: 'Your health logs' });
  await within(section).findByText(/Last updated/);
  // The panels draw one per task once the data is in (lib/use-one-by-one.ts).
  expect(await within(section).findByText('Slept 7 hours')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your Data' }).parentElement).toHaveClass('dashboard-assistant');
  expect(screen.getByRole('region', { name: 'AI Chat Assistant' })).toBeInTheDocument();
  // Today's food totals too: the toast has no numbers.
  await screen.findByText('1 item without numbers');
  expect(requests.map(pathOf)).toEqual(['/api/dashboard/']);
  expect(new URL(requests[0].url, 'http://localhost').searchParams.get('timezone')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Confirm & Save' }));
  // The seven lists and today's food, each from its own route.
  await waitFor(() => expect(entryRequests(requests).filter((r) => pathOf(r) !== '/api/dashboard/')).toHaveLength(ENTRY_TYPES.length + 1));
  expect(requests.filter((r) => pathOf(r) === '/api/dashboard/')).toHaveLength(1);
  // The "Left today" line is read again too: a saved entry can settle a check-in or a dose.
  await waitFor(() => expect(requests.filter((r) => pathOf(r) === '/api/reminders/today/')).toHaveLength(1));
});

test('a summary that fails with an answer: each part loads from its own route', async () => {
  const { requests } = installApi(({ path }) =>
    path === '/api/dashboard/' ? { status: 500, body: { detail: 'Server error.' } } : { status: 200, body: [] },
  );
  renderDashboard();
  await within(screen.getByRole('region', { name: 'Your health logs' })).findByText(/Last updated/);
  await waitFor(() => expect(requests.filter((r) => pathOf(r) === '/api/reminders/today/')).toHaveLength(1));
  const lists = requests.filter((r) => ENTRY_TYPES.some((type) => pathOf(r) === `/api/${type.collection}/`));
  // The seven panels' lists (an empty Food & Drinks panel asks for no totals).
  expect(lists).toHaveLength(ENTRY_TYPES.length);
  expect(requests.filter((r) => pathOf(r) === '/api/ai/trial-status/')).toHaveLength(1);
});

test('a trial running low: the warning and the close meter sit on the capture card, with the way to the plans', async () => {
  withStatus(trialStatus({}));
  renderDashboard();
  const warnings = await within(captureCard()).findByRole('list', { name: 'Usage warnings' });
  expect(warnings).toHaveTextContent('Running Low on Credits');
  expect(within(warnings).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  expect(within(captureCard()).getByRole('progressbar', { name: 'AI credits' })).toHaveAttribute(
    'aria-valuetext',
    '95 of 100 credits used (95%), 5 left',
  );
  expect(within(captureCard()).queryByRole('progressbar', { name: 'Photo uploads' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('ai-paused')).not.toBeInTheDocument();
});

test("a trial out of credits: Process is paused with the trial's reason (no 'next period') and 'AI Features Disabled' on the card", async () => {
  withStatus(
    trialStatus({ credits_used: 100, credits_remaining: 0, usage_progress_percentage: 100, can_use_ai: false, can_upload_images: false }),
  );
  renderDashboard();
  const paused = await within(captureCard()).findByTestId('ai-paused');
  expect(paused).toHaveTextContent("You have used all of your trial's AI credits. Choose a plan to keep going.");
  expect(paused).not.toHaveTextContent(/next period/);
  const warnings = within(captureCard()).getByRole('list', { name: 'Usage warnings' });
  expect(
    within(warnings)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')!.textContent),
  ).toEqual(['AI Features Disabled']);
  // Nothing says '0 of 5 images used' while uploads are off.
  expect(captureCard()).not.toHaveTextContent(/of 5 images used/);
});

test('an ended trial is paused with its own reason', async () => {
  withStatus(trialStatus({ can_use_ai: false, can_upload_images: false, is_trial_expired: true, usage_progress_percentage: 10 }));
  renderDashboard();
  expect(await within(captureCard()).findByTestId('ai-paused')).toHaveTextContent(
    'Your free trial has ended. Choose a plan to keep using the AI features.',
  );
});

test('Pro: a close limit shows its month meter on the card; out of credits, the reason names the renewal date', async () => {
  withStatus(pro({ credits_used: 4000, credits_remaining: 1000, usage_progress_percentage: 80 }));
  const view = renderDashboard();
  const meter = await within(captureCard()).findByRole('progressbar', { name: 'AI credits this month' });
  expect(meter).toHaveAttribute('aria-valuetext', '4,000 of 5,000 credits used (80%), 1,000 left');
  expect(meter.closest('.usage-meter')).toHaveClass('is-caution');
  expect(within(captureCard()).queryByRole('list', { name: 'Usage warnings' })).not.toBeInTheDocument();
  view.unmount();

  localStorage.setItem('timeZone', 'UTC');
  withStatus(
    pro({ credits_used: 5000, credits_remaining: 0, usage_progress_percentage: 100, can_use_ai: false, can_upload_images: false }),
  );
  renderDashboard();
  expect(await within(captureCard()).findByTestId('ai-paused')).toHaveTextContent(
    "You have used this period's AI credits; they come back on 12/15/2026, 12:00 AM.",
  );
});

test('shows nothing on the card while usage is low', async () => {
  withStatus(pro({ credits_used: 10, usage_progress_percentage: 0.2 }));
  renderDashboard();
  await within(screen.getByRole('region', { name: 'Your health logs' })).findByText(/Last updated/);
  expect(screen.queryByTestId('capture-limits')).not.toBeInTheDocument();
  expect(screen.queryByTestId('ai-paused')).not.toBeInTheDocument();
});
