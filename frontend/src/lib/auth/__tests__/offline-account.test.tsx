// R15 (docs/OFFLINE.md "What is kept on the device"): with no network, the account last seen with the stored tokens
// opens the app (the capture card's queue needs the dashboard); a refused session opens nothing and forgets it; signing
// out (here or of all devices) removes the account and deletes the offline capture queue's database.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AuthProvider, AUTH_MESSAGES, useAuth, type AuthState } from '@/lib/auth';
import { DEVICE_DB } from '@/lib/token-storage';
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

const deleteDatabase = jest.fn();
beforeEach(() => {
  deleteDatabase.mockClear();
  Object.defineProperty(globalThis, 'indexedDB', { value: { deleteDatabase }, configurable: true });
  localStorage.setItem('token', tokenExpiringIn(HOUR));
  localStorage.setItem('refreshToken', 'r1');
});
afterEach(() => Reflect.deleteProperty(globalThis, 'indexedDB'));

const keptAccount = () => localStorage.setItem('account', JSON.stringify(sampleUser({ username: 'kept' })));
/** /me never answers: the API client's retries (and their waits, on a fake clock) run out. */
async function renderWithNoAnswer() {
  jest.useFakeTimers();
  installFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  renderProvider();
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  jest.useRealTimers();
}

test('R15: no network: the account kept on the device opens the app, the session stays', async () => {
  keptAccount();
  await renderWithNoAnswer();
  expect(screen.getByTestId('who')).toHaveTextContent('kept');
  expect(auth.isAuthenticated).toBe(true);
  expect(auth.authMessage).toBe(AUTH_MESSAGES.loadUnreachable); // shown only on the sign-in page, which it does not reach
  expect(localStorage.getItem('refreshToken')).toBe('r1');
  expect(deleteDatabase).not.toHaveBeenCalled();
});

test('no network and no account kept: the sign-in page’s message, the session kept', async () => {
  await renderWithNoAnswer();
  expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  expect(auth.authMessage).toBe(AUTH_MESSAGES.loadUnreachable);
  expect(localStorage.getItem('refreshToken')).toBe('r1');
});

test('a refused session opens nothing: the tokens, the account kept and the capture queue go', async () => {
  keptAccount();
  installFetch(() => ({ status: 401, body: { detail: 'Token is invalid or expired' } }));
  renderProvider();
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('anonymous'));
  expect(localStorage.getItem('account')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(deleteDatabase).toHaveBeenCalledWith(DEVICE_DB);
});

test.each([
  ['signing out', () => auth.logout()],
  ['signing out of all devices', async () => auth.clearSession()],
])('R15: %s removes the account kept and deletes the offline capture queue', async (_name, signOut) => {
  installFetch((request) => (request.url === '/api/auth/me/' ? { status: 200, body: sampleUser() } : { status: 204 }));
  renderProvider();
  await waitFor(() => expect(auth.isAuthenticated).toBe(true));
  keptAccount();
  await act(signOut);
  expect(localStorage.getItem('account')).toBeNull();
  expect(deleteDatabase).toHaveBeenCalledWith(DEVICE_DB);
  expect(auth.isAuthenticated).toBe(false);
});
