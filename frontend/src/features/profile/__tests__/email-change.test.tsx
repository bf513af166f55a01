// S43 in the web app: a new username or e-mail asks for the current password (and sends it only then), a wrong one is
// shown at its field, a waiting e-mail change is shown until its link is followed, and /confirm-email/:token spends
// the link once and says what happened.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { ConfirmEmailPage } from '../confirm-email-page';
import { ProfilePage } from '../profile-page';
import { openProfileEditor, saveProfile } from './profile-editor';

let mockUser: CurrentUser;
const mockRefreshUser = jest.fn(async () => undefined);
let mockSignedIn = true;
jest.mock('@/lib/auth', () => ({
  useAuth: () => ({ user: mockUser, refreshUser: mockRefreshUser, isAuthenticated: mockSignedIn }),
}));

const stored: CurrentUser = sampleUser({
  id: 'u1',
  date_joined: '2026-01-01T00:00:00Z',
  pending_email: null,
  profile: { height_cm: 170, weight_kg: 60, age: 36, gender: 'F', height_ft_in: { feet: 5, inches: 7 }, weight_lbs: 132 },
});

let requests: RecordedRequest[];
const answerWith = (answer: FakeAnswer) => {
  requests = installFetch(() => answer).requests;
};

beforeEach(() => {
  mockUser = stored;
  mockSignedIn = true;
  mockRefreshUser.mockClear();
  answerWith({ status: 200, body: { message: 'Profile updated successfully', user: stored } });
});

const openEditor = openProfileEditor;
const save = saveProfile;

test('S43: no Current Password field, and none sent, while the username and e-mail stay', async () => {
  const user = await openEditor();
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText('First Name (optional)'));
  await user.type(screen.getByLabelText('First Name (optional)'), 'Augusta');
  await save(user);
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(requests[0].body).not.toHaveProperty('current_password');
});

test('S43: a new e-mail asks for the current password, says a link will be sent, and sends the password with it', async () => {
  const user = await openEditor();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@new.example');
  expect(screen.getByText('We will send a link to the new address. Your e-mail changes when you open it.')).toBeInTheDocument();
  await save(user);
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Enter your current password to change your username or e-mail.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  await user.type(screen.getByLabelText('Current Password'), 'my secret phrase');
  await save(user);
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(requests[0].body).toMatchObject({ email: 'ada@new.example', current_password: 'my secret phrase' });
});

test('S43: a new username asks for it too; a wrong one is shown at the field', async () => {
  answerWith({ status: 400, body: { current_password: ['Your current password was entered incorrectly. Please enter it again.'] } });
  const user = await openEditor();
  await user.type(screen.getByLabelText('Username'), '_new');
  await user.type(screen.getByLabelText('Current Password'), 'wrong phrase');
  await save(user);
  expect(await screen.findAllByText('Your current password was entered incorrectly. Please enter it again.')).not.toHaveLength(0);
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  expect(requests[0].body).toMatchObject({ username: 'ada_new', current_password: 'wrong phrase' });
});

test('S43: a waiting e-mail change is shown with the address the link went to and the one that counts until then', () => {
  mockUser = { ...stored, pending_email: 'ada@new.example' };
  render(
    <MemoryRouter>
      <ProfilePage />
    </MemoryRouter>,
  );
  const note = screen.getByText(/We sent a link to/);
  expect(note).toHaveTextContent(
    'We sent a link to ada@new.example. Your e-mail changes to it when you open that link (within 24 hours); until then we keep using ada@example.com.',
  );
});

function openConfirmPage(token: string) {
  render(
    <MemoryRouter initialEntries={[`/confirm-email/${token}`]}>
      <Routes>
        <Route path="/confirm-email/:token" element={<ConfirmEmailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('S43: the confirm page spends the token once and says the e-mail changed', async () => {
  answerWith({ status: 200, body: { message: 'Your e-mail address has been changed.' } });
  openConfirmPage('01ABCDEFGHJKMNPQRSTVWXYZ01-secret');
  expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address has been changed.');
  expect(requests).toEqual([
    expect.objectContaining({ url: '/api/auth/confirm-email/', method: 'POST', body: { token: '01ABCDEFGHJKMNPQRSTVWXYZ01-secret' } }),
  ]);
  expect(mockRefreshUser).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/user');
});

test("S43: the confirm page shows the server's reason when the link is spent, expired or the address taken", async () => {
  mockSignedIn = false;
  answerWith({ status: 400, body: { error: 'This e-mail address now belongs to another account, so your e-mail was not changed.' } });
  openConfirmPage('01ABCDEFGHJKMNPQRSTVWXYZ01-secret');
  expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address now belongs to another account');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(mockRefreshUser).not.toHaveBeenCalled();
});
