// Sign-in mode of /login (docs/PRODUCT.md §2, §4, §5, §8): modes, required fields, failure texts, destination, state messages.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_FAILED_EVENT } from '@/lib/auth-events';
import { registerNavigator } from '@/lib/navigation';
import { PENDING_SUBSCRIPTION_KEY } from '@/lib/pending-subscription';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';
import { renderAuthScreens } from './render-login';

const DAY = 86_400_000;
const tokens = () => ({ access: tokenExpiringIn(2 * DAY), refresh: 'refresh-1' });

/** A server where `login` answers the token call; /auth/me/ returns the sample user. */
function server(login: FakeAnswer = { status: 200, body: tokens() }) {
  return installFetch((request: RecordedRequest) => {
    if (request.url === '/api/auth/token/') return login;
    if (request.url === '/api/auth/me/') return { status: 200, body: sampleUser() };
    return { status: 404 };
  });
}

async function signIn(username = 'ada', password = 'correct horse') {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

test.each([
  ['/login', 'Welcome Back', 'Sign in'],
  ['/login?view=register', 'Join Tend', 'Create account'],
  ['/login?view=forgot', 'Reset Password', 'Forgot password'],
  ['/login?view=other', 'Welcome Back', 'Sign in'],
])('%s shows the %s panel', (path, panelHeading, formHeading) => {
  server();
  renderAuthScreens(path);
  expect(screen.getByRole('heading', { name: panelHeading })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: formHeading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to tend home/i })).toHaveAttribute('href', '/');
});

test.each([
  ['', 'secret'],
  ['ada', ''],
])('submit does nothing while a field is empty (%p, %p)', async (username, password) => {
  const { requests } = server();
  renderAuthScreens('/login');
  await signIn(username, password);
  expect(requests).toHaveLength(0);
});

test('a refused login shows the server detail', async () => {
  server({ status: 401, body: { detail: 'No active account found with the given credentials' } });
  renderAuthScreens('/login');
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
});

test('too many attempts (429) shows the server detail', async () => {
  server({ status: 429, body: { detail: 'Too many login attempts. Try again in 5 minutes.' } });
  renderAuthScreens('/login');
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Try again in 5 minutes.');
});

test('a failure without detail shows the docs/PRODUCT.md fallback', async () => {
  server({ status: 400, body: { non_field: ['x'] } });
  renderAuthScreens('/login');
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials and try again.');
});

test('a successful login stores both tokens and goes to /dashboard', async () => {
  const { requests } = server();
  renderAuthScreens('/login');
  await signIn('ada', 'pw');
  expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
  expect(requests[0].body).toEqual({ username: 'ada', password: 'pw' });
  expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
});

test('the login goes back to the remembered origin', async () => {
  server();
  renderAuthScreens({ pathname: '/login', state: { from: { pathname: '/logs', search: '?d=1' } } });
  await signIn();
  expect(await screen.findByTestId('landed')).toHaveTextContent('/logs?d=1');
});

test('returnTo wins over the remembered origin', async () => {
  server();
  renderAuthScreens({ pathname: '/login', search: '?returnTo=%2Fsettings', state: { from: { pathname: '/logs' } } });
  await signIn();
  expect(await screen.findByTestId('landed')).toHaveTextContent('/settings');
});

test('a pending subscription goes to /pricing', async () => {
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, 'basic');
  server();
  renderAuthScreens({ pathname: '/login', search: '?returnTo=%2Fsettings' });
  await signIn();
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pricing');
});

test('a message sent along by another page is shown', () => {
  server();
  renderAuthScreens({ pathname: '/login', state: { message: 'Please login to subscribe to a plan' } });
  expect(screen.getByText('Please login to subscribe to a plan')).toBeInTheDocument();
});

test('an expired session shows its message on the sign-in page', () => {
  server();
  renderAuthScreens('/login');
  act(() => {
    window.dispatchEvent(new CustomEvent(AUTH_FAILED_EVENT));
  });
  expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
});

test('a stored session the server could not load (offline, a failure) is kept, and the sign-in page says so', async () => {
  localStorage.setItem('token', 'kept');
  const unregister = registerNavigator(jest.fn());
  installFetch(() => ({ status: 500, body: { detail: 'Internal error' } }));
  renderAuthScreens('/login');
  expect(
    await screen.findByText(/^Your account could not be loaded just now\. You are still signed in on this device/),
  ).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('kept');
  unregister();
});

test('a stored session the server refuses shows the failed-load message', async () => {
  localStorage.setItem('token', 'revoked');
  const unregister = registerNavigator(jest.fn());
  installFetch(() => ({ status: 401, body: { detail: 'Token is invalid' } }));
  renderAuthScreens('/login');
  expect(await screen.findByText('Authentication failed. Please log in again.')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  unregister();
});

test('the links switch to the forgot and register modes, keeping returnTo', async () => {
  server();
  const user = userEvent.setup();
  renderAuthScreens('/login?returnTo=%2Flogs');
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByRole('heading', { name: 'Join Tend' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await signIn();
  expect(await screen.findByTestId('landed')).toHaveTextContent('/logs');
});
