// /debug/auth (docs/PRODUCT.md §2, §3): test registration sends last_name; a successful test login goes to /dashboard after 1.5 s.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch } from '@/testing/fake-fetch';
import { tokenExpiringIn } from '@/testing/fake-jwt';
import { renderAuthScreens } from './render-login';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const fetch = installFetch((request) => {
    if (request.url === '/api/auth/token/') return { status: 200, body: { access: tokenExpiringIn(86_400_000 * 2), refresh: 'r' } };
    if (request.url === '/api/auth/me/') return { status: 200, body: sampleUser() };
    return { status: 201, body: { username: 'tester' } };
  });
  renderAuthScreens('/debug/auth');
  return { ...fetch, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

test('test registration sends the registration payload with last_name', async () => {
  const { user, requests } = setup();
  const form = within(screen.getByRole('form', { name: 'Test registration' }));
  await user.type(form.getByLabelText('Username'), 'tester');
  await user.type(form.getByLabelText('Email'), 't@example.com');
  await user.type(form.getByLabelText('First name'), 'Test');
  await user.type(form.getByLabelText('Last name'), 'User');
  await user.type(form.getByLabelText('Password'), 'pw-123456');
  await user.type(form.getByLabelText('Confirm'), 'pw-123456');
  await user.click(form.getByRole('button', { name: 'Register test user' }));
  expect(await screen.findByText('Registration succeeded')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({
    url: '/api/auth/register/',
    body: {
      username: 'tester',
      email: 't@example.com',
      first_name: 'Test',
      last_name: 'User',
      password: 'pw-123456',
      password2: 'pw-123456',
    },
  });
});

test('a successful test login goes to /dashboard after 1.5 s', async () => {
  const { user } = setup();
  const form = within(screen.getByRole('form', { name: 'Test login' }));
  await user.type(form.getByLabelText('Username'), 'ada');
  await user.type(form.getByLabelText('Password'), 'pw');
  await user.click(form.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText(/Login successful/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1499));
  expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByTestId('landed')).toHaveTextContent('/dashboard');
});
