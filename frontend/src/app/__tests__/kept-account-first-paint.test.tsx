// A signed-in page draws on the account kept on this device while the stored session is checked (docs/FRONTEND.md
// "Signed in at first paint"): the guard lets the page through at once, the check's answer replaces the kept account
// (and is kept for next time), a refused session sends the page to sign-in; without a kept account, the skeleton waits.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '@/lib/auth';
import { RequireSignIn } from '@/app/guards/require-sign-in';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';

// A refused refresh sends the whole window to sign-in (lib/navigation.ts), which jsdom cannot do.
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

function Page() {
  const { user, isLoading } = useAuth();
  return <p data-testid="page">{`${user?.username} ${isLoading ? 'checking' : 'checked'}`}</p>;
}

const renderGuarded = () =>
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<RequireSignIn />}>
            <Route path="/dashboard" element={<Page />} />
          </Route>
          <Route path="/login" element={<p data-testid="login">sign in</p>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );

/** /me answers only when `release` is called. */
function heldMe(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  installFetch(async (request) => {
    if (request.url.includes('/auth/me/')) await held;
    return request.url.includes('/auth/me/') ? answer : { status: 401, body: { detail: 'Refused.' } };
  });
  return () => release();
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', tokenExpiringIn(3_600_000));
  localStorage.setItem('refreshToken', 'r1');
});

test('the page draws at once on the kept account, then on the answer, which is kept', async () => {
  localStorage.setItem('account', JSON.stringify(sampleUser({ username: 'kept' })));
  const release = heldMe({ status: 200, body: sampleUser({ username: 'fresh' }) });
  renderGuarded();
  expect(screen.getByTestId('page')).toHaveTextContent('kept checking');
  release();
  await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('fresh checked'));
  expect(JSON.parse(localStorage.getItem('account')!)).toMatchObject({ username: 'fresh' });
});

test('a refused session leaves the page for sign-in and forgets the account', async () => {
  localStorage.setItem('account', JSON.stringify(sampleUser({ username: 'kept' })));
  const release = heldMe({ status: 401, body: { detail: 'Token expired.' } });
  renderGuarded();
  expect(screen.getByTestId('page')).toHaveTextContent('kept checking');
  release();
  await screen.findByTestId('login');
  expect(localStorage.getItem('account')).toBeNull();
});

test('without a kept account the skeleton waits for the answer', async () => {
  const release = heldMe({ status: 200, body: sampleUser({ username: 'fresh' }) });
  renderGuarded();
  expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  release();
  expect(await screen.findByTestId('page')).toHaveTextContent('fresh checked');
});

test('a kept account that is not JSON counts as none: the skeleton waits, nothing breaks', async () => {
  localStorage.setItem('account', '{not json');
  const release = heldMe({ status: 200, body: sampleUser({ username: 'fresh' }) });
  renderGuarded();
  expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  release();
  expect(await screen.findByTestId('page')).toHaveTextContent('fresh checked');
});
