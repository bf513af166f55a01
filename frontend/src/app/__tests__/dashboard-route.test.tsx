// The /dashboard composition (SPEC.md §2): the input and chat cards sit on the dashboard, a save in the input card
// reloads the seven panels, and SPEC.md's trial warnings show there too.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LOG_TYPES } from '@shared/log-types';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { FreshSwr, installApi, pathOf } from '@/components/log-entries/__tests__/fixtures';
import { DashboardRoute } from '../routes/dashboard';

// The cards themselves are tested in their features; here they only show where they sit and what they call.
jest.mock('@/features/ai-input', () => ({
  DataInputCard: ({ onSaved }: { onSaved: () => void }) => (
    <section aria-label="Your Data">
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
const logRequests = (requests: { url: string }[]) => requests.filter((r) => !pathOf(r).startsWith('/api/ai/'));
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
  ...over,
});

test('shows both cards beside the panels, and a save in the input card reloads all seven panels', async () => {
  const { requests } = installApi(({ method }) => (method === 'GET' ? { status: 200, body: [] } : undefined));
  renderDashboard();
  const logs = screen.getByRole('region', { name: 'Your health logs' });
  await within(logs).findByText(/Last updated/);
  expect(screen.getByRole('region', { name: 'Your Data' }).parentElement).toHaveClass('dashboard-assistant');
  expect(screen.getByRole('region', { name: 'AI Chat Assistant' })).toBeInTheDocument();
  expect(logRequests(requests)).toHaveLength(LOG_TYPES.length);

  await userEvent.click(screen.getByRole('button', { name: 'Confirm & Save' }));
  await waitFor(() => expect(logRequests(requests)).toHaveLength(2 * LOG_TYPES.length));
});

test('shows the trial warnings that apply, with the way to the plans', async () => {
  installApi(({ path }) => (path === '/api/ai/trial-status/' ? { status: 200, body: trialStatus({}) } : { status: 200, body: [] }));
  renderDashboard();
  const warnings = await screen.findByRole('list', { name: 'Trial warnings' });
  expect(warnings).toHaveTextContent('Running Low on Credits');
  expect(within(warnings).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
});

test('shows no warning to a subscriber', async () => {
  installApi(({ path }) =>
    path === '/api/ai/trial-status/'
      ? { status: 200, body: trialStatus({ is_trial_user: false, is_subscribed: true }) }
      : { status: 200, body: [] },
  );
  renderDashboard();
  await within(screen.getByRole('region', { name: 'Your health logs' })).findByText(/Last updated/);
  expect(screen.queryByRole('list', { name: 'Trial warnings' })).not.toBeInTheDocument();
});
