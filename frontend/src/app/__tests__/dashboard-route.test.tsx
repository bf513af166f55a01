// The /dashboard composition (SPEC.md §2): the input and chat cards sit on the dashboard, and a save in the input card
// reloads the seven panels.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LOG_TYPES } from '@shared/log-types';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { FreshSwr, installApi } from '@/components/log-entries/__tests__/fixtures';
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

test('shows both cards beside the panels, and a save in the input card reloads all seven panels', async () => {
  const { requests } = installApi(({ method }) => (method === 'GET' ? { status: 200, body: [] } : undefined));
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser() })}>
        <FreshSwr>
          <DashboardRoute />
        </FreshSwr>
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  const logs = screen.getByRole('region', { name: 'Your health logs' });
  await within(logs).findByText(/Last updated/);
  expect(screen.getByRole('region', { name: 'Your Data' }).parentElement).toHaveClass('dashboard-assistant');
  expect(screen.getByRole('region', { name: 'AI Chat Assistant' })).toBeInTheDocument();
  expect(requests).toHaveLength(LOG_TYPES.length);

  await userEvent.click(screen.getByRole('button', { name: 'Confirm & Save' }));
  await waitFor(() => expect(requests).toHaveLength(2 * LOG_TYPES.length));
});
