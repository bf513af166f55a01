// Subscription Management (SPEC.md §2, §4 Plan derived from groups, §8 Checkout, §9 plan changes).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { PENDING_SUBSCRIPTION_KEY } from '@/lib/pending-subscription';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { openCheckout } from '@/lib/checkout';
import { SubscriptionSection } from '../components/subscription-section';

jest.mock('@/lib/checkout', () => ({
  ...jest.requireActual('@/lib/checkout'),
  openCheckout: jest.fn(),
}));

let requests: RecordedRequest[] = [];
/** What the server answers to the checkout call. */
const answerCheckout = (answer: FakeAnswer) => ({ requests } = installFetch(() => answer));
const checkoutRequest = (plan: string) => ({ url: '/api/stripe/create-checkout-session/', method: 'POST', body: { plan_type: plan } });
let alertSpy: jest.SpyInstance;

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="how">{type}</p>
      <p data-testid="note">{(location.state as { message?: string } | null)?.message}</p>
    </>
  );
}

function renderSection(groups: string[], url = '/settings') {
  const auth = fixedAuth({ user: sampleUser({ groups }) });
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/settings"
            element={
              <>
                <SubscriptionSection />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  return auth;
}

beforeEach(() => {
  answerCheckout({ status: 500 });
  (openCheckout as jest.Mock).mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

test('no group: Free Trial, whose Upgrade goes to /pricing', async () => {
  renderSection([]);
  expect(screen.getByText('Free Trial')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  expect(requests).toHaveLength(0);
});

test('regular: Basic Plan, whose Upgrade to Pro opens checkout for pro', async () => {
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_pro' } });
  renderSection(['regular']);
  expect(screen.getByText('Basic Plan')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  expect(requests).toEqual([expect.objectContaining(checkoutRequest('pro'))]);
  expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_pro');
});

test('pro: Pro Plan, whose Downgrade to Basic opens checkout for basic', async () => {
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_basic' } });
  renderSection(['regular', 'pro']);
  expect(screen.getByText('Pro Plan')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
  expect(requests).toEqual([expect.objectContaining(checkoutRequest('basic'))]);
  expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_basic');
});

test("a failed upgrade alerts 'Failed to initiate upgrade: ' with the response's error field", async () => {
  answerCheckout({ status: 400, body: { error: 'Already on this plan' } });
  renderSection(['regular']);
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  expect(alertSpy).toHaveBeenCalledWith('Failed to initiate upgrade: Already on this plan');
  expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
});

test("a failed downgrade without an error field alerts 'Failed to initiate downgrade: ' with the status", async () => {
  answerCheckout({ status: 500 });
  renderSection(['pro']);
  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalled());
  expect(alertSpy).toHaveBeenCalledWith('Failed to initiate downgrade: Failed to create checkout session (500)');
});

test('a 401 keeps the chosen plan pending and goes to /login with the message', async () => {
  answerCheckout({ status: 401, body: { detail: 'Token expired.' } });
  const unregister = registerNavigator(jest.fn()); // the API client's own way to /login, which the section's replaces
  renderSection(['regular']);
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  await waitFor(() => expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBe('pro'));
  unregister();
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
  expect(screen.getByTestId('note')).toHaveTextContent('Please login to subscribe to a plan');
  expect(alertSpy).not.toHaveBeenCalled();
});

test('the info button is described by the plan-change rules and toggles them for touch', async () => {
  renderSection(['regular']);
  const info = screen.getByRole('button', { name: 'About plan changes' });
  expect(info).toHaveAccessibleDescription(
    'Plan changes take effect immediately: your monthly limits reset at once and the billing cycle starts on the day of the change.',
  );
  await userEvent.click(info);
  expect(info).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  expect(info).toHaveAttribute('aria-expanded', 'false');
});

test('?subscription_success=true refreshes the user and clears the query, replacing the entry', async () => {
  const auth = renderSection(['pro'], '/settings?subscription_success=true&tab=plan');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/settings\?tab=plan$/));
  expect(auth.refreshUser).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
});

test('without the query the user is not reloaded', () => {
  const auth = renderSection(['pro']);
  expect(auth.refreshUser).not.toHaveBeenCalled();
  expect(screen.getByTestId('how')).toHaveTextContent('POP');
});
