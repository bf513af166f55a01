// The checkout return (docs/PRODUCT.md §4 Checkout return, §8 Checkout, §9): wait, verify, status fallback, retries, success, error.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { SubscriptionSuccessPage } from '../subscription-success-page';

const VERIFY = '/api/stripe/verify-session/';
const STATUS = '/api/stripe/subscription-status/';
const ok = (body: object): FakeAnswer => ({ status: 200, body });
const notSubscribed = ok({ is_subscribed: false, user_groups: [] });
const unpaid: FakeAnswer = { status: 400, body: { error: 'Payment not completed' } };
const expired: FakeAnswer = { status: 401, body: { detail: 'Token expired.' } };

let requests: RecordedRequest[] = [];
/** The server: for each URL its answers, one per call, the last one repeated. */
function serve(answers: Record<string, FakeAnswer[]>) {
  ({ requests } = installFetch(({ url }) => {
    const list = answers[url] ?? [{ status: 404 }];
    return list.length > 1 ? list.shift()! : list[0];
  }));
}
const callsTo = (url: string) => requests.filter((request) => request.url === url);

function renderPage(url = '/subscription-success?session_id=cs_test_1') {
  const auth = fixedAuth({ user: sampleUser() });
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={[url]}>
        <SubscriptionSuccessPage />
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  return auth;
}
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole('heading', { level: 1 });

function expectErrorState() {
  expect(heading()).toHaveTextContent('Something Went Wrong');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'There was an issue processing your subscription. Please contact support if you were charged',
  );
  expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@tendhealth.app');
}

let unregister: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.setItem('token', 'access-1');
  serve({});
  unregister = registerNavigator(jest.fn()); // the API client's own way to /login after a 401
});
afterEach(() => {
  unregister();
  jest.useRealTimers();
});

test('loads, waits 3 s, verifies the session, then shows success, refreshes the user and links to Settings', async () => {
  serve({ [VERIFY]: [ok({ status: 'complete', plan: 'pro', is_subscribed: true, user_groups: ['regular', 'pro'] })] });
  const auth = renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('This usually takes a few seconds');
  await advance(2999);
  expect(requests).toHaveLength(0);
  await advance(1);
  expect(requests).toEqual([expect.objectContaining({ url: VERIFY, method: 'POST', body: { session_id: 'cs_test_1' } })]);
  expect(requests[0].headers.Authorization).toBe('Bearer access-1');
  // The plan bought is named, with its price and limits.
  expect(heading()).toHaveTextContent('You’re subscribed to the Pro Plan');
  expect(screen.getByText(/Your Pro Plan \(\$9\.9\/month\) is active now/)).toHaveTextContent('5,000 AI credits and 100 photo uploads');
  expect(auth.refreshUser).toHaveBeenCalledTimes(1);
  expect(callsTo(STATUS)).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?subscription_success=true');
});

test('when verification fails, the subscription status decides: subscribed means success', async () => {
  serve({ [VERIFY]: [unpaid], [STATUS]: [ok({ is_subscribed: true, user_groups: ['regular'] })] });
  const auth = renderPage();
  await advance(3000);
  expect(callsTo(STATUS)).toEqual([expect.objectContaining({ method: 'GET' })]);
  expect(heading()).toHaveTextContent('You’re subscribed to the Basic Plan');
  expect(auth.refreshUser).toHaveBeenCalled();
});

test("not yet subscribed: 'Checking status (n/10)' every 2 s, up to 10 attempts, then the error state", async () => {
  serve({ [VERIFY]: [unpaid], [STATUS]: [notSubscribed] });
  renderPage();
  await advance(3000);
  expect(callsTo(STATUS)).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (1/10)');
  await advance(1999);
  expect(callsTo(STATUS)).toHaveLength(1);
  await advance(1);
  expect(callsTo(STATUS)).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (2/10)');
  for (let attempt = 3; attempt <= 10; attempt += 1) {
    await advance(2000);
    expect(callsTo(STATUS)).toHaveLength(attempt);
    if (attempt < 10) expect(screen.getByRole('status')).toHaveTextContent(`Checking status (${attempt}/10)`);
  }
  expectErrorState();
  await advance(10_000);
  expect(callsTo(STATUS)).toHaveLength(10);
});

test('a payment confirmed on a later attempt still ends in success', async () => {
  serve({ [VERIFY]: [unpaid], [STATUS]: [notSubscribed, notSubscribed, ok({ is_subscribed: true, user_groups: ['pro'] })] });
  renderPage();
  await advance(3000);
  await advance(2000);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (2/10)');
  await advance(2000);
  expect(heading()).toHaveTextContent('You’re subscribed');
});

test('a 401 stops the retries and shows the error state', async () => {
  serve({ [VERIFY]: [unpaid], [STATUS]: [notSubscribed, expired] });
  renderPage();
  await advance(3000);
  await advance(2000);
  expect(callsTo(STATUS)).toHaveLength(2);
  expectErrorState();
  await advance(20_000);
  expect(callsTo(STATUS)).toHaveLength(2);
});

test('a 401 from verification shows the error state without checking the status', async () => {
  serve({ [VERIFY]: [expired] });
  renderPage();
  await advance(3000);
  expectErrorState();
  expect(callsTo(STATUS)).toHaveLength(0);
});

test('a missing session_id gives the error state and calls nothing', async () => {
  renderPage('/subscription-success');
  expectErrorState();
  await advance(5000);
  expect(requests).toHaveLength(0);
});

test('no token gives the error state and calls nothing', async () => {
  localStorage.removeItem('token');
  renderPage();
  expectErrorState();
  await advance(5000);
  expect(requests).toHaveLength(0);
});
