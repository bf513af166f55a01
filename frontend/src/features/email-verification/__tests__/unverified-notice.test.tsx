// The dashboard's notice for an address that waits for verification (issue 21, S47): shown only then, and its Resend
// button mails a new link and says what the server answered (sent, or too many).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { UnverifiedNotice } from '../unverified-notice';

function renderNotice(
  emailVerified: boolean | undefined,
  answer: FakeAnswer = { status: 200, body: { message: 'We sent a new verification link to your e-mail address.' } },
) {
  const fetch = installFetch(() => answer);
  const state = fixedAuth({ user: sampleUser({ email_verified: emailVerified }) });
  render(
    <FixedAuthProvider state={state}>
      <UnverifiedNotice />
    </FixedAuthProvider>,
  );
  return { ...fetch, state, user: userEvent.setup() };
}

test('shows nothing for a verified account, or one from before verification', () => {
  renderNotice(true);
  renderNotice(undefined);
  expect(screen.queryByRole('heading', { name: /confirm your e-mail/i })).not.toBeInTheDocument();
});

test('an unverified account is told why the AI waits, and Resend mails a new link', async () => {
  const { user, requests, state } = renderNotice(false);
  expect(screen.getByRole('heading', { name: 'Confirm your e-mail address to use the AI' })).toBeInTheDocument();
  expect(screen.getByText(/We sent a link to ada@example.com/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByText('We sent a new verification link to your e-mail address.')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ url: '/api/auth/verify-email/resend/', method: 'POST' });
  expect(state.refreshUser).toHaveBeenCalled();
});

test("a 429 shows the server's words", async () => {
  const { user } = renderNotice(false, {
    status: 429,
    body: { detail: 'Too many verification e-mails. Please try again later.' },
    headers: { 'Retry-After': '3000' },
  });
  await user.click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByText('Too many verification e-mails. Please try again later.')).toBeInTheDocument();
});
