// /verify-email/:token (issue 21, S47): the page spends the token once on arrival and says how it went.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { VerifyEmailPage } from '../verify-email-page';

let tokens = 0;
function renderPage(answer: FakeAnswer, signedIn = false) {
  const fetch = installFetch(() => answer);
  const state = fixedAuth(signedIn ? { user: sampleUser({ email_verified: false }) } : {});
  tokens += 1; // the page remembers each token's one call: every test its own
  const token = `01HZX0000000000000000000AB-abc${tokens}-${'x'.repeat(43)}`;
  render(
    <FixedAuthProvider state={state}>
      <MemoryRouter initialEntries={[`/verify-email/${token}`]}>
        <Routes>
          <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  return { ...fetch, state, token };
}

test('a good link: the token is sent once, the success is said, and a signed-in person goes on to the dashboard', async () => {
  const { requests, state, token } = renderPage(
    { status: 200, body: { message: 'Your e-mail address is verified. You can use the AI features now.' } },
    true,
  );
  expect(await screen.findByText('Your e-mail address is verified. You can use the AI features now.')).toBeInTheDocument();
  expect(requests).toEqual([expect.objectContaining({ url: '/api/auth/verify-email/', method: 'POST', body: { token } })]);
  expect(requests[0].headers.Authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(state.refreshUser).toHaveBeenCalled();
});

test.each([
  ['expired', 'This verification link has expired. Sign in and send yourself a new one from the dashboard.'],
  ['not valid', 'This verification link is not valid. Please use the link in the latest e-mail we sent you.'],
  ['used', 'This verification link has already been used: your e-mail address is verified.'],
])('a link that is %s says so, with the way to sign in', async (_case, error) => {
  renderPage({ status: 400, body: { error } });
  expect(await screen.findByText(error)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('a failure without words says it could not verify', async () => {
  renderPage({ status: 500 });
  expect(await screen.findByText('Your e-mail address could not be verified. Please try again.')).toBeInTheDocument();
});
