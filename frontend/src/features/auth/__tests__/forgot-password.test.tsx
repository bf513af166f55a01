// Forgot-password mode of /login (docs/PRODUCT.md §2, §8): 'Check Your Email', its two buttons, and the failure texts.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderAuthScreens } from './render-login';

async function requestLink(answer: FakeAnswer) {
  const fetch = installFetch(() => answer);
  const user = userEvent.setup();
  renderAuthScreens('/login?view=forgot');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Email')).toBeRequired();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return { ...fetch, user };
}

test("success shows 'Check Your Email' with the server's message", async () => {
  const { requests } = await requestLink({ status: 200, body: { message: 'If that address has an account, a link is on its way.' } });
  expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  expect(screen.getByText('If that address has an account, a link is on its way.')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ url: '/api/auth/password/forgot/', method: 'POST', body: { email: 'ada@example.com' } });
});

test('success without a message shows the docs/PRODUCT.md fallback; Send Another Email returns to the form', async () => {
  const { user } = await requestLink({ status: 200, body: {} });
  expect(await screen.findByText('Password reset email sent successfully!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

test('Back to Sign In returns to the sign-in form', async () => {
  const { user } = await requestLink({ status: 200, body: {} });
  await user.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

test.each([
  ['the first email error', { status: 400, body: { email: ['Enter a valid email address.'] } }, 'Enter a valid email address.'],
  ['the error field', { status: 400, body: { error: 'Mail is down for maintenance.' } }, 'Mail is down for maintenance.'],
  ['the fallback', { status: 500 }, 'Failed to send password reset email. Please try again.'],
])('a failure shows %s', async (_case, answer, text) => {
  await requestLink(answer as FakeAnswer);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});
