// The checkout return (SPEC.md §4 Checkout return, §8 Checkout, §9): wait, verify, status fallback, retries, success, error.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from '@/lib/api-client';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { SubscriptionSuccessPage } from '../subscription-success-page';

jest.mock('@/lib/api-client', () => {
  const actual = jest.requireActual('@/lib/api-client');
  return { ...actual, api: { post: jest.fn(), get: jest.fn() } };
});

const post = api.post as jest.Mock;
const get = api.get as jest.Mock;
const notSubscribed = { is_subscribed: false, user_groups: [] };
const unpaid = () => new ApiError('Payment not completed', { status: 400, body: { error: 'Payment not completed' } });

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
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const heading = () => screen.getByRole('heading', { level: 1 });

function expectErrorState() {
  expect(heading()).toHaveTextContent('Something Went Wrong');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'There was an issue processing your subscription. Please contact support if you were charged',
  );
  expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@tendhealth.app');
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.setItem('token', 'access-1');
  post.mockReset();
  get.mockReset();
});
afterEach(() => jest.useRealTimers());

test('loads, waits 3 s, verifies the session, then shows success, refreshes the user and links to Settings', async () => {
  post.mockResolvedValue({ status: 'complete', plan: 'pro', is_subscribed: true });
  const auth = renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('This usually takes a few seconds');
  await advance(2999);
  expect(post).not.toHaveBeenCalled();
  await advance(1);
  expect(post).toHaveBeenCalledWith('/stripe/verify-session/', { session_id: 'cs_test_1' });
  expect(heading()).toHaveTextContent('You’re subscribed');
  expect(auth.refreshUser).toHaveBeenCalledTimes(1);
  expect(get).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?subscription_success=true');
});

test('when verification fails, the subscription status decides: subscribed means success', async () => {
  post.mockRejectedValue(unpaid());
  get.mockResolvedValue({ is_subscribed: true, user_groups: ['regular'] });
  const auth = renderPage();
  await advance(3000);
  expect(get).toHaveBeenCalledWith('/stripe/subscription-status/');
  expect(heading()).toHaveTextContent('You’re subscribed');
  expect(auth.refreshUser).toHaveBeenCalled();
});

test("not yet subscribed: 'Checking status (n/10)' every 2 s, up to 10 attempts, then the error state", async () => {
  post.mockRejectedValue(unpaid());
  get.mockResolvedValue(notSubscribed);
  renderPage();
  await advance(3000);
  expect(get).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (1/10)');
  await advance(1999);
  expect(get).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(get).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (2/10)');
  for (let attempt = 3; attempt <= 10; attempt += 1) {
    await advance(2000);
    expect(get).toHaveBeenCalledTimes(attempt);
    if (attempt < 10) expect(screen.getByRole('status')).toHaveTextContent(`Checking status (${attempt}/10)`);
  }
  expectErrorState();
  await advance(10_000);
  expect(get).toHaveBeenCalledTimes(10);
});

test('a payment confirmed on a later attempt still ends in success', async () => {
  post.mockRejectedValue(unpaid());
  get.mockResolvedValueOnce(notSubscribed).mockResolvedValueOnce(notSubscribed).mockResolvedValue({ is_subscribed: true, user_groups: ['pro'] });
  renderPage();
  await advance(3000);
  await advance(2000);
  expect(screen.getByRole('status')).toHaveTextContent('Checking status (2/10)');
  await advance(2000);
  expect(heading()).toHaveTextContent('You’re subscribed');
});

test('a 401 stops the retries and shows the error state', async () => {
  post.mockRejectedValue(unpaid());
  get.mockResolvedValueOnce(notSubscribed).mockRejectedValue(new ApiError('Authentication failed - please login again', { status: 401 }));
  renderPage();
  await advance(3000);
  await advance(2000);
  expect(get).toHaveBeenCalledTimes(2);
  expectErrorState();
  await advance(20_000);
  expect(get).toHaveBeenCalledTimes(2);
});

test('a 401 from verification shows the error state without checking the status', async () => {
  post.mockRejectedValue(new ApiError('Authentication failed - please login again', { status: 401 }));
  renderPage();
  await advance(3000);
  expectErrorState();
  expect(get).not.toHaveBeenCalled();
});

test('a missing session_id gives the error state and calls nothing', async () => {
  renderPage('/subscription-success');
  expectErrorState();
  await advance(5000);
  expect(post).not.toHaveBeenCalled();
});

test('no token gives the error state and calls nothing', async () => {
  localStorage.removeItem('token');
  renderPage();
  expectErrorState();
  await advance(5000);
  expect(post).not.toHaveBeenCalled();
});
