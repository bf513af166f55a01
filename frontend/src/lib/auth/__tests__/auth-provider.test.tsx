// The auth states of docs/PRODUCT.md §4: stored session, login (with the login-time refresh), logout, refreshUser, clearSession.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AuthProvider, useAuth, type AuthState } from '@/lib/auth';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';

const HOUR = 3_600_000;
let auth: AuthState;

function Probe() {
  const state = useAuth();
  useEffect(() => {
    auth = state;
  });
  return <p data-testid="who">{state.isLoading ? 'loading' : (state.user?.username ?? 'anonymous')}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

function server() {
  return installFetch((request) => {
    if (request.url === '/api/auth/token/') return { status: 200, body: { access: tokenExpiringIn(HOUR), refresh: 'r1' } };
    if (request.url === '/api/auth/token/refresh/') return { status: 200, body: { access: tokenExpiringIn(HOUR), refresh: 'r2' } };
    if (request.url === '/api/auth/me/')
      return { status: 200, body: sampleUser({ first_name: request.headers.Authorization ? 'Ada' : '' }) };
    return { status: 204 };
  });
}

test('a stored session is loaded at start', async () => {
  server();
  localStorage.setItem('token', tokenExpiringIn(HOUR));
  renderProvider();
  expect(screen.getByTestId('who')).toHaveTextContent('loading');
  expect(await screen.findByText('ada')).toBeInTheDocument();
  expect(auth.isAuthenticated).toBe(true);
});

test('without a stored session the visitor is anonymous at once', () => {
  server();
  renderProvider();
  expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
});

test('login stores both tokens, loads the user, and renews a 60-minute token at once', async () => {
  const { requests } = server();
  renderProvider();
  await act(() => auth.login('ada', 'pw'));
  expect(screen.getByTestId('who')).toHaveTextContent('ada');
  await waitFor(() => expect(localStorage.getItem('refreshToken')).toBe('r2'));
  expect(requests.map((r) => r.url)).toEqual(['/api/auth/token/', '/api/auth/me/', '/api/auth/token/refresh/']);
  expect(auth.authMessage).toBeNull();
});

test('logout revokes the refresh token (best effort), clears both tokens and leaves no message', async () => {
  const { requests } = server();
  localStorage.setItem('token', tokenExpiringIn(30 * HOUR));
  localStorage.setItem('refreshToken', 'r1');
  renderProvider();
  await screen.findByText('ada');
  await act(() => auth.logout());
  expect(requests.at(-1)).toMatchObject({ url: '/api/auth/logout/', method: 'POST', body: { refresh: 'r1' } });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  expect(auth.authMessage).toBeNull();
});

test('logout still signs out when the server cannot be reached', async () => {
  localStorage.setItem('refreshToken', 'r1');
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as unknown as typeof fetch;
  renderProvider();
  await act(() => auth.logout());
  expect(localStorage.getItem('refreshToken')).toBeNull();
});

test('clearSession signs out with the given message', async () => {
  server();
  localStorage.setItem('token', tokenExpiringIn(30 * HOUR));
  renderProvider();
  await screen.findByText('ada');
  act(() => auth.clearSession('Please login to subscribe to a plan'));
  expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  expect(auth.authMessage).toBe('Please login to subscribe to a plan');
  expect(localStorage.getItem('token')).toBeNull();
});

test('refreshUser reloads the current user', async () => {
  const { requests } = server();
  localStorage.setItem('token', tokenExpiringIn(30 * HOUR));
  renderProvider();
  await screen.findByText('ada');
  await act(() => auth.refreshUser());
  expect(requests.filter((r) => r.url === '/api/auth/me/')).toHaveLength(2);
});

test('endDeletedAccount signs out at once and marks the account deleted until the next login', async () => {
  server();
  localStorage.setItem('token', tokenExpiringIn(HOUR));
  localStorage.setItem('refreshToken', 'r1');
  renderProvider();
  await screen.findByText('ada');
  act(() => auth.endDeletedAccount());
  expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  expect([auth.accountDeleted, auth.authMessage]).toEqual([true, null]);
  expect([localStorage.getItem('token'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
  await act(() => auth.login('ada', 'pw'));
  expect(auth.accountDeleted).toBe(false);
});
