// Subscription Management (docs/PRODUCT.md §2, §4 Plan derived from groups, §8 Checkout, §9 plan changes): a plan change is
// confirmed first, the renewal or end date shows, and Manage billing opens the billing page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
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
const DETAILS = '/api/stripe/subscription/';
const BILLING = '/api/stripe/billing-portal/';
type Details = {
  plan: string | null;
  status: string | null;
  renews_at: string | null;
  ends_at: string | null;
  can_manage_billing: boolean;
};
const noDetails: Details = { plan: null, status: null, renews_at: null, ends_at: null, can_manage_billing: false };
let details: Details = noDetails;
let billing: FakeAnswer = { status: 500 };
/** What the server answers to the checkout call (the details and billing calls answer `details` and `billing`). */
const answerCheckout = (answer: FakeAnswer) =>
  ({ requests } = installFetch((request) => {
    if (request.url.endsWith(DETAILS)) return { status: 200, body: details };
    if (request.url.endsWith(BILLING)) return billing;
    return answer;
  }));
const sent = () => requests.filter((r) => !r.url.endsWith(DETAILS));
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
  // Unless a test says otherwise, the server knows the same plan as the user's groups.
  if (details === noDetails) details = { ...noDetails, plan: groups.includes('pro') ? 'pro' : groups.includes('regular') ? 'basic' : null };
  const auth = fixedAuth({ user: sampleUser({ groups }) });
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
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
      </FixedAuthProvider>
    </SWRConfig>,
  );
  return auth;
}

beforeEach(() => {
  details = noDetails;
  billing = { status: 500 };
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
  expect(sent()).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
});

test('regular: Basic Plan, whose Upgrade to Pro opens checkout for pro', async () => {
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_pro' } });
  renderSection(['regular']);
  expect(screen.getByText('Basic Plan')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  // Nothing changes before the person confirms what changes.
  const dialog = await screen.findByRole('dialog', { name: 'Switch to the Pro Plan?' });
  expect(sent()).toHaveLength(0);
  const price = within(dialog).getByRole('row', { name: /Price/ });
  expect(price).toHaveTextContent('$5.9/month');
  expect(price).toHaveTextContent('$9.9/month');
  expect(within(dialog).getByRole('row', { name: /AI credits/ })).toHaveTextContent('1,000 a month5,000 a month');
  expect(within(dialog).getByRole('row', { name: /Photo uploads/ })).toHaveTextContent('30 a month100 a month');
  expect(dialog).toHaveTextContent(
    'Plan changes take effect immediately, monthly limits reset immediately and the billing cycle starts at the change.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Pro Plan' }));
  expect(sent()).toEqual([expect.objectContaining(checkoutRequest('pro'))]);
  expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_pro');
});

test('Keep, Close or Escape leave the plan as it is', async () => {
  renderSection(['regular']);
  for (const leave of [
    () => userEvent.click(screen.getByRole('button', { name: 'Keep Basic Plan' })),
    () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
    () => userEvent.keyboard('{Escape}'),
  ]) {
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await leave();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  expect(sent()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toHaveFocus();
});

test('pro: Pro Plan, whose Downgrade to Basic opens checkout for basic', async () => {
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_basic' } });
  renderSection(['regular', 'pro']);
  expect(screen.getByText('Pro Plan')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Basic Plan' }));
  expect(sent()).toEqual([expect.objectContaining(checkoutRequest('basic'))]);
  expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_basic');
});

test("a failed upgrade alerts 'Failed to initiate upgrade: ' with the response's error field", async () => {
  answerCheckout({ status: 400, body: { error: 'Already on this plan' } });
  renderSection(['regular']);
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Pro Plan' }));
  expect(alertSpy).toHaveBeenCalledWith('Failed to initiate upgrade: Already on this plan');
  expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
});

test("a failed downgrade without an error field alerts 'Failed to initiate downgrade: ' with the status", async () => {
  answerCheckout({ status: 500 });
  renderSection(['pro']);
  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Basic Plan' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalled());
  expect(alertSpy).toHaveBeenCalledWith('Failed to initiate downgrade: Failed to create checkout session (500)');
});

test('a 401 keeps the chosen plan pending and goes to /login with the message', async () => {
  answerCheckout({ status: 401, body: { detail: 'Token expired.' } });
  const unregister = registerNavigator(jest.fn()); // the API client's own way to /login, which the section's replaces
  renderSection(['regular']);
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Pro Plan' }));
  // The plan is stored first, then the move to /login renders: wait for that render, not only the storage.
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  unregister();
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBe('pro');
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

test('without the query the user is not reloaded', async () => {
  const auth = renderSection(['pro']);
  // The details (the same plan) have arrived.
  await waitFor(() => expect(requests.map((r) => r.url)).toContain(DETAILS));
  expect(auth.refreshUser).not.toHaveBeenCalled();
  expect(screen.getByTestId('how')).toHaveTextContent('POP');
});

test('a paid plan says when it renews, and Manage billing opens the billing page', async () => {
  details = { plan: 'basic', status: 'active', renews_at: '2026-12-24T10:00:00Z', ends_at: null, can_manage_billing: true };
  billing = { status: 200, body: { url: 'https://billing.example/p/1' } };
  answerCheckout({ status: 500 });
  renderSection(['regular']);
  expect(await screen.findByText(/^Renews on 12\/24\/(20)?26/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
  expect(sent()).toEqual([expect.objectContaining({ url: BILLING, method: 'POST' })]);
  expect(openCheckout).toHaveBeenCalledWith('https://billing.example/p/1');
});

test('a plan cancelled at period end says when it ends', async () => {
  details = { plan: 'pro', status: 'active', renews_at: null, ends_at: '2026-12-24T10:00:00Z', can_manage_billing: true };
  answerCheckout({ status: 500 });
  renderSection(['pro']);
  expect(await screen.findByText(/^Ends on 12\/24\/(20)?26/)).toBeInTheDocument();
  expect(screen.getByText(/You keep the Pro Plan until then; it will not renew/)).toBeInTheDocument();
  expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  // Switching plans keeps the subscription going, and the confirmation says so.
  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Your plan is set to end; switching keeps your subscription going');
});

test('Manage billing that cannot open says why', async () => {
  details = { plan: 'pro', status: 'active', renews_at: '2026-12-24T10:00:00Z', ends_at: null, can_manage_billing: true };
  billing = { status: 400, body: { error: 'You have no subscription to manage. Choose a plan on the pricing page first.' } };
  answerCheckout({ status: 500 });
  renderSection(['pro']);
  await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Billing could not open: You have no subscription to manage. Choose a plan on the pricing page first.',
  );
  expect(openCheckout).not.toHaveBeenCalled();
});

test('a plan the server has ended (its period is over) reloads the user', async () => {
  details = { plan: null, status: 'canceled', renews_at: null, ends_at: null, can_manage_billing: true };
  answerCheckout({ status: 500 });
  const auth = renderSection(['pro']);
  await waitFor(() => expect(auth.refreshUser).toHaveBeenCalledTimes(1));
});
