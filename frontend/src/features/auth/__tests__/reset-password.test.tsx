// /reset-password/:uidb64/:token (docs/PRODUCT.md §2, §4, §5, §8): mismatch gate, 24 h note, success → / after 2 s, failure texts.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderAuthScreens } from './render-login';

const submit = () => screen.getByRole('button', { name: 'Reset Password' });

function setup(answer: FakeAnswer = { status: 200, body: { message: 'Password has been reset.' } }) {
  const fetch = installFetch(() => answer);
  renderAuthScreens('/reset-password/MDFIWlg/c2lnbmVk-token');
  return { ...fetch, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

async function typePasswords(user: ReturnType<typeof userEvent.setup>, first: string, second: string) {
  await user.type(screen.getByLabelText('New Password'), first);
  await user.type(screen.getByLabelText('Confirm New Password'), second);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('says reset links expire after 24 hours, and both fields are required', () => {
  setup();
  expect(screen.getByText('Reset links expire after 24 hours.')).toBeInTheDocument();
  expect(screen.getByLabelText('New Password')).toBeRequired();
  expect(screen.getByLabelText('Confirm New Password')).toBeRequired();
});

test('different passwords show "Passwords don\'t match" and disable submit until either is edited', async () => {
  const { user, requests } = setup();
  await typePasswords(user, 'brand new pass', 'brand new pas');
  await user.click(submit());
  expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  expect(requests).toHaveLength(0);
  await user.type(screen.getByLabelText('Confirm New Password'), 's');
  expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  expect(submit()).toBeEnabled();
});

test('leaving the confirmation with a different value shows the mismatch at once', async () => {
  const { user } = setup();
  await typePasswords(user, 'brand new pass', 'other');
  await user.tab();
  expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  expect(submit()).toBeDisabled();
});

test('success posts to the link path, shows the message, and goes to / after 2 s', async () => {
  const { user, requests } = setup();
  await typePasswords(user, 'brand new pass', 'brand new pass');
  await user.click(submit());
  expect(await screen.findByText('Password has been reset.')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({
    url: '/api/auth/password/reset/MDFIWlg/c2lnbmVk-token/',
    method: 'POST',
    body: { password: 'brand new pass', password2: 'brand new pass' },
  });
  await act(() => jest.advanceTimersByTimeAsync(1999));
  expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByTestId('landed')).toHaveTextContent(/^\/$/);
});

test.each([
  [
    'the error field',
    { status: 400, body: { error: 'Invalid or expired reset link.', password: ['x'] } },
    'Invalid or expired reset link.',
  ],
  ['the first password error', { status: 400, body: { password: ['This password is too common.'] } }, 'This password is too common.'],
  ['the fallback', { status: 500 }, 'Failed to reset password. Please try again or request a new reset link.'],
])('a failure shows %s and keeps the form', async (_case, answer, text) => {
  const { user } = setup(answer as FakeAnswer);
  await typePasswords(user, 'brand new pass', 'brand new pass');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(submit()).toBeEnabled();
});
