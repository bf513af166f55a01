// Pricing: the three plan cards, the beta FAQ, and choosing a paid plan (docs/PRODUCT.md §2, §4 Pending subscription, §8 Checkout);
// a signed-in person's plan is marked, and a paying person confirms a plan change first (docs/PRODUCT.md §9).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { PENDING_SUBSCRIPTION_KEY } from '@/lib/pending-subscription';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { openCheckout } from '@/lib/checkout';
import { PricingPage } from '../pricing-page';

let mockSignedIn = false;
let mockGroups: string[] = [];
jest.mock('@/lib/auth', () => ({
  useAuth: () => ({ isAuthenticated: mockSignedIn, user: mockSignedIn ? { groups: mockGroups } : null }),
}));
jest.mock('@/lib/checkout', () => ({
  ...jest.requireActual('@/lib/checkout'),
  openCheckout: jest.fn(),
}));

let requests: RecordedRequest[] = [];
/** What the server answers to the checkout call. */
const answerCheckout = (answer: FakeAnswer) => ({ requests } = installFetch(() => answer));
const checkoutRequest = (plan: string) => ({ url: '/api/stripe/create-checkout-session/', method: 'POST', body: { plan_type: plan } });
let alertSpy: jest.SpyInstance;

function LoginStub() {
  const { state } = useLocation();
  return <p data-testid="login-note">{(state as { message?: string } | null)?.message}</p>;
}

function renderPage(signedIn = false, groups: string[] = []) {
  mockSignedIn = signedIn;
  mockGroups = groups;
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );
}
const card = (name: string) => screen.getByRole('listitem', { name });
const signIn = () => localStorage.setItem('token', 'access-1');

beforeEach(() => {
  answerCheckout({ status: 500 });
  (openCheckout as jest.Mock).mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  jest.useRealTimers();
});

test('shows Free Trial at $0/month, Basic at $5.9/month marked Most Popular, Pro at $9.9/month', () => {
  renderPage();
  expect(within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem', { name: /./ })).toHaveLength(3);
  expect(card('Free Trial')).toHaveTextContent('$0/month');
  expect(card('Basic')).toHaveTextContent('$5.9/month');
  expect(within(card('Basic')).getByText('Most Popular')).toBeInTheDocument();
  expect(card('Pro')).toHaveTextContent('$9.9/month');
  expect(within(card('Pro')).queryByText('Most Popular')).not.toBeInTheDocument();
});

test("the Free Trial's Coming Soon button does nothing", async () => {
  renderPage();
  const button = within(card('Free Trial')).getByRole('button', { name: 'Coming Soon' });
  await userEvent.setup().click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(requests).toHaveLength(0);
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

test('the FAQ says the product is in beta with all features free', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.getByText(/The product is in beta with all features free\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create free account' })).toHaveAttribute('href', '/login?view=register');
});

test.each([
  ['Basic', 'basic'],
  ['Pro', 'pro'],
])('signed in, choosing %s opens the checkout the server answers for plan_type %s', async (name, plan) => {
  signIn();
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_1' } });
  renderPage(true);
  await userEvent.click(within(card(name)).getByRole('button', { name: `Choose ${name}` }));
  expect(requests).toEqual([expect.objectContaining(checkoutRequest(plan))]);
  expect(requests[0].headers.Authorization).toBe('Bearer access-1');
  await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_1'));
  expect(alertSpy).not.toHaveBeenCalled();
});

test('without a token, the plan is remembered and the visitor goes to /login with the message, no call made', async () => {
  renderPage();
  await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Choose Pro' }));
  expect(requests).toHaveLength(0);
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBe('pro');
  expect(screen.getByTestId('login-note')).toHaveTextContent('Please login to subscribe to a plan');
});

test('a 401 from checkout remembers the plan and goes to /login with the message', async () => {
  signIn();
  answerCheckout({ status: 401, body: { detail: 'Token expired.' } });
  const unregister = registerNavigator(jest.fn()); // the API client's own way to /login, which the page's replaces
  renderPage(true);
  await userEvent.click(within(card('Basic')).getByRole('button', { name: 'Choose Basic' }));
  // The plan is stored first, then the move to /login renders: wait for that render, not only the storage.
  await waitFor(() => expect(screen.getByTestId('login-note')).toHaveTextContent('Please login to subscribe to a plan'));
  unregister();
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBe('basic');
  expect(alertSpy).not.toHaveBeenCalled();
});

test("other failures alert the response's error field", async () => {
  signIn();
  answerCheckout({ status: 400, body: { error: 'Invalid plan type' } });
  renderPage(true);
  await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Choose Pro' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalled());
  expect(alertSpy).toHaveBeenCalledWith('There was an error setting up your subscription: Invalid plan type');
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
  expect(within(card('Pro')).getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
});

test('without an error field, the alert names the real status', async () => {
  jest.useFakeTimers();
  signIn();
  answerCheckout({ status: 503, body: 'Bad gateway' });
  renderPage(true);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(within(card('Basic')).getByRole('button', { name: 'Choose Basic' }));
  await act(() => jest.advanceTimersByTimeAsync(10_000)); // the API client retries a 503 three times first
  expect(requests).toHaveLength(4);
  expect(alertSpy).toHaveBeenCalledWith('There was an error setting up your subscription: Failed to create checkout session (503)');
});

test('back on /pricing with a token and a pending plan, checkout restarts after 100 ms and the plan is cleared', async () => {
  jest.useFakeTimers();
  signIn();
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'pro');
  answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_2' } });
  renderPage(true);
  act(() => jest.advanceTimersByTime(99));
  expect(requests).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(1));
  expect(requests).toEqual([expect.objectContaining(checkoutRequest('pro'))]);
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
  await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_2'));
});

test('a pending plan other than basic or pro is never restarted', async () => {
  jest.useFakeTimers();
  signIn();
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'enterprise');
  renderPage(true);
  await act(async () => jest.advanceTimersByTime(500));
  expect(requests).toHaveLength(0);
});

test('a pending plan waits while there is no token', async () => {
  jest.useFakeTimers();
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'basic');
  renderPage();
  await act(async () => jest.advanceTimersByTime(500));
  expect(requests).toHaveLength(0);
  expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBe('basic');
});

describe('a signed-in person', () => {
  test('sees the Free Trial marked as their plan (still Coming Soon), and Basic starts checkout at once', async () => {
    signIn();
    answerCheckout({ status: 200, body: { checkout_url: 'https://pay.example/cs_basic' } });
    renderPage(true, []);
    expect(within(card('Free Trial')).getByText('Current plan')).toBeInTheDocument();
    expect(card('Free Trial')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Free Trial')).getByRole('button', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(within(card('Basic')).queryByText('Current plan')).not.toBeInTheDocument();
    await userEvent.click(within(card('Basic')).getByRole('button', { name: 'Choose Basic' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining(checkoutRequest('basic'))]);
    expect(openCheckout).toHaveBeenCalledWith('https://pay.example/cs_basic');
  });

  test('on Basic: Basic is marked and not offered again; Choose Pro asks first, with what changes', async () => {
    signIn();
    answerCheckout({ status: 200, body: { checkout_url: 'http://localhost/subscription-success?session_id=cs_change_1' } });
    renderPage(true, ['regular']);
    expect(within(card('Basic')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Basic')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(card('Free Trial')).queryByText('Current plan')).not.toBeInTheDocument();
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the Pro Plan?' });
    expect(requests).toHaveLength(0);
    expect(within(dialog).getByRole('row', { name: /Price/ })).toHaveTextContent('$5.9/month$9.9/month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Basic Plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Pro Plan' }));
    expect(requests).toEqual([expect.objectContaining(checkoutRequest('pro'))]);
    expect(openCheckout).toHaveBeenCalledWith('http://localhost/subscription-success?session_id=cs_change_1');
  });

  test('on Pro: a failed switch to Basic is said and the dialog closes', async () => {
    signIn();
    answerCheckout({ status: 400, body: { error: 'You are already subscribed to this plan.' } });
    renderPage(true, ['pro']);
    expect(within(card('Pro')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await userEvent.click(within(card('Basic')).getByRole('button', { name: 'Choose Basic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Basic Plan' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('There was an error setting up your subscription: You are already subscribed to this plan.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

test('no plan is marked for an anonymous visitor', () => {
  renderPage();
  expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
});
