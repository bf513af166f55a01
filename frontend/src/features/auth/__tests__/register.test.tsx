// Register mode of /login (docs/PRODUCT.md §4, §5, §8): agreement gate, password match, payload, alert, failure texts.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderAuthScreens } from './render-login';

function fill(user: ReturnType<typeof userEvent.setup>, { password2 = 'long enough 1' } = {}) {
  return (async () => {
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('First Name (optional)'), 'Grace');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm Password'), password2);
  })();
}

const submitButton = () => screen.getByRole('button', { name: 'Create Account' });
const agreement = () => screen.getByRole('checkbox');

function setup(answer: FakeAnswer = { status: 201, body: { username: 'grace' } }) {
  const fetch = installFetch(() => answer);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderAuthScreens('/login?view=register');
  return { ...fetch, alert, user: userEvent.setup() };
}

afterEach(() => jest.restoreAllMocks());

test('the agreement says the app is no substitute for a diagnosis and the user will consult a doctor', () => {
  setup();
  const label = agreement().closest('label');
  expect(label).toHaveTextContent('not a substitute for professional medical diagnosis');
  expect(label).toHaveTextContent('agree to consult a doctor');
});

test('required fields, an email-type field and an optional first name', () => {
  setup();
  expect(screen.getByLabelText('Username')).toBeRequired();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Email')).toBeRequired();
  expect(screen.getByLabelText('Password')).toBeRequired();
  expect(screen.getByLabelText('Confirm Password')).toBeRequired();
  expect(screen.getByLabelText('First Name (optional)')).not.toBeRequired();
});

test('submit stays disabled until the agreement is ticked', async () => {
  const { user } = setup();
  await fill(user);
  expect(submitButton()).toBeDisabled();
  await user.click(agreement());
  expect(submitButton()).toBeEnabled();
  await user.click(agreement());
  expect(submitButton()).toBeDisabled();
});

test('different passwords show "Passwords don\'t match", send nothing, and the text clears when either changes', async () => {
  const { user, requests } = setup();
  await fill(user, { password2: 'something else' });
  await user.click(agreement());
  await user.click(submitButton());
  expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  await user.type(screen.getByLabelText('Password'), 'x');
  expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  await user.click(submitButton());
  expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  await user.type(screen.getByLabelText('Confirm Password'), 'y');
  expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
});

test('success sends the docs/PRODUCT.md payload, alerts, and switches to sign in with the username filled in', async () => {
  const { user, requests, alert } = setup();
  await fill(user);
  await user.click(agreement());
  await user.click(submitButton());
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(alert).toHaveBeenCalledWith('Registration successful! Please login with your new account.');
  expect(requests[0].url).toBe('/api/auth/register/');
  expect(requests[0].headers.Authorization).toBeUndefined();
  expect(requests[0].body).toEqual({
    username: 'grace',
    email: 'grace@example.com',
    password: 'long enough 1',
    password2: 'long enough 1',
    first_name: 'Grace',
  });
  expect(screen.getByLabelText('Username')).toHaveValue('grace');
  // Beside docs/PRODUCT.md's alert, the sign-in form says where the verification link went (issue 21).
  expect(screen.getByText(/We sent a link to grace@example.com/)).toHaveAttribute('role', 'status');
});

test("a 429 shows the server's words about too many sign-ups", async () => {
  const detail = 'Too many accounts were created from your network. Please try again later.';
  const { user } = setup({ status: 429, body: { detail } });
  await fill(user);
  await user.click(agreement());
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
});

test.each([
  ['a string body as is', { status: 400, body: 'Registration is closed today.' }, 'Registration is closed today.'],
  [
    'an object body as the first field’s label: first message',
    { status: 400, body: { username: ['A user with that username already exists.'], email: ['Taken.'] } },
    /^Username: A user with that username already exists\.$/,
  ],
  [
    'a password refused as its label says, not as the API names it',
    { status: 400, body: { password: ['This password is too common.'] } },
    /^Password: This password is too common\.$/,
  ],
  [
    'the confirmation by its label',
    { status: 400, body: { password2: ['This field may not be blank.'] } },
    /^Confirm Password: This field may not be blank\.$/,
  ],
  ['no usable body as the fallback', { status: 500 }, 'Registration failed. Please check your information and try again.'],
])('a failure shows %s', async (_case, answer, text) => {
  const { user } = setup(answer as FakeAnswer);
  await fill(user);
  await user.click(agreement());
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});
