// After sign-in (issue 11): focus lands on the next page's heading, also when that page's code arrives later; a failed
// sign-in leaves focus in the form; and the register form keeps room for "Passwords don't match".
import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';
import { LoginPage } from '../login-page';

/** A page whose heading comes a moment later, as a lazily loaded page's does. */
function SlowDashboard() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Welcome, Ada</h1> : <p>Loading…</p>;
}

function renderApp(login: FakeAnswer) {
  installFetch((request) => {
    if (request.url === '/api/auth/token/') return login;
    if (request.url === '/api/auth/me/') return { status: 200, body: sampleUser() };
    return { status: 404 };
  });
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/login']}>
        <main>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<SlowDashboard />} />
          </Routes>
        </main>
      </MemoryRouter>
    </AuthProvider>,
  );
}

async function signIn() {
  // Pasted, not typed key by key: what is tested is where focus goes after, and each typed key re-renders the form
  // (a typed sign-in took over 15 s on a loaded machine).
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Username'));
  await user.paste('ada');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

test("focus lands on the next page's heading once it shows", async () => {
  renderApp({ status: 200, body: { access: tokenExpiringIn(2 * 86_400_000), refresh: 'refresh-1' } });
  await signIn();
  const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
});

test("a failed sign-in moves no focus to the form's heading", async () => {
  renderApp({ status: 401, body: { detail: 'No active account found with the given credentials' } });
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('No active account found');
  const title = screen.getByRole('heading', { level: 1 });
  expect(title).not.toHaveFocus();
  expect(title).not.toHaveAttribute('tabindex');
});

test('"Passwords don\'t match" shows in the room kept under Confirm Password, not in the flow before the agreement', async () => {
  renderApp({ status: 500 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm Password'), 'correct hose');
  const room = screen.getByLabelText('Confirm Password').closest('.password-confirm');
  expect(room).not.toBeNull();
  await user.click(screen.getByRole('checkbox'));
  const mismatch = screen.getByRole('alert');
  expect(mismatch).toHaveTextContent("Passwords don't match");
  expect(room).toContainElement(mismatch);
  expect(screen.getByRole('checkbox')).toBeChecked();
});
