// Once the account is deleted the page shows the visitor's navigation at once (issue 11), not the signed-in one
// until a reload, and the goodbye stays on screen; the sign-in guard still sends visitors on to /login otherwise.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountDeletePage } from '@/features/account/account-delete-page';
import { AuthProvider } from '@/lib/auth';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';
import { RequireSignIn } from '../guards/require-sign-in';
import { AppLayout } from '../layout/app-layout';

const HOUR = 3_600_000;

function renderApp(path: string) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route element={<RequireSignIn />}>
              <Route path="/account/delete" element={<AccountDeletePage />} />
            </Route>
            <Route path="/login" element={<h1>Login page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo; // jsdom has none; the layout keeps scroll places
  installFetch((request) => {
    if (request.url === '/api/auth/me/') return { status: 200, body: sampleUser() };
    if (request.url === '/api/auth/account/delete/') return { status: 200, body: { message: 'Account deleted successfully' } };
    return { status: 204 };
  });
  localStorage.setItem('token', tokenExpiringIn(HOUR));
  localStorage.setItem('refreshToken', 'r1');
});

test('after the deletion: Account Deleted under the visitor navigation, and the tokens are gone', async () => {
  const user = renderApp('/account/delete');
  await user.type(await screen.findByLabelText('Password'), 'my secret phrase');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));

  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
});

test('a visitor who was not signed in is still sent to /login', async () => {
  localStorage.clear();
  renderApp('/account/delete');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});
