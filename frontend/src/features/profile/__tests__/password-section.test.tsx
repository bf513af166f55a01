// Password change on the profile page: its rules, its call and its texts (docs/PRODUCT.md §4, §5, §8).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { PasswordSection } from '../components/password-section';

let requests: RecordedRequest[];
function answerWith(answer: FakeAnswer) {
  requests = installFetch(() => answer).requests;
}

beforeEach(() => answerWith({ status: 200, body: { message: 'Password changed successfully!', access: 'a2', refresh: 'r2' } }));

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  render(<PasswordSection />);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  return user;
}
const submitButton = () => screen.getByRole('button', { name: 'Update Password' });

test('the toggle opens the form, whose button waits for all three fields', async () => {
  await fill('old-secret', 'new-secret-1', '');
  expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'true');
  expect(submitButton()).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
  expect(submitButton()).toBeEnabled();
});

test('refuses a new password under 8 characters', async () => {
  const user = await fill('old-secret', 'short', 'short');
  await user.click(submitButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long.');
  expect(requests).toHaveLength(0);
});

test('refuses a confirmation that differs', async () => {
  const user = await fill('old-secret', 'new-secret-1', 'new-secret-2');
  await user.click(submitButton());
  expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match.');
  expect(requests).toHaveLength(0);
});

test('success sends the three fields, closes and clears the form', async () => {
  const user = await fill('old-secret', 'new-secret-1', 'new-secret-1');
  await user.click(submitButton());
  expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    url: '/api/auth/password/change/',
    method: 'POST',
    body: { current_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-1' },
  });
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByLabelText('New Password')).toHaveValue('');
});

test.each([
  [
    'current_password[0], which names its field',
    { current_password: ['Your current password is incorrect.'] },
    /^Your current password is incorrect\.$/,
  ],
  [
    'new_password[0], named by its label',
    { new_password: ['This password is too common.'] },
    /^New Password: This password is too common\.$/,
  ],
  ['detail', { detail: 'Try again later.' }, 'Try again later.'],
  ['the fallback', {}, 'Failed to change password. Please check your current password.'],
])('failure shows %s and keeps the form open', async (_case, body, text) => {
  answerWith({ status: 400, body });
  const user = await fill('old-secret', 'new-secret-1', 'new-secret-1');
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText('Current Password')).toHaveValue('old-secret');
});
