// Sign out of all devices: asked first; then one call ends every session, this browser is signed out too and shown the
// sign-in page.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { DevicesSection } from '../components/devices-section';

let requests: RecordedRequest[];
function answerWith(answer: FakeAnswer) {
  requests = installFetch(() => answer).requests;
}

function renderSection() {
  const auth = fixedAuth({ user: sampleUser() });
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={['/user']}>
        <Routes>
          <Route path="/user" element={<DevicesSection />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  return { user: userEvent.setup(), auth };
}

beforeEach(() => localStorage.setItem('token', 'a1'));

test('says that Logout ends this device only', () => {
  answerWith({ status: 200, body: { message: 'Signed out of all devices' } });
  renderSection();
  expect(screen.getByRole('heading', { name: 'Devices' })).toBeInTheDocument();
  expect(screen.getByText(/Logout signs out this device only/)).toBeInTheDocument();
});

async function confirmSignOut(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
}

test('asks first: Cancel signs nothing out and calls nothing', async () => {
  answerWith({ status: 200, body: { message: 'Signed out of all devices' } });
  const { user, auth } = renderSection();
  await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  expect(dialog).toHaveTextContent(/this one included/);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(requests).toEqual([]);
  expect(auth.clearSession).not.toHaveBeenCalled();
});

test('once confirmed, ends every session with the bearer token, then signs this browser out onto the sign-in page', async () => {
  answerWith({ status: 200, body: { message: 'Signed out of all devices' } });
  const { user, auth } = renderSection();
  await confirmSignOut(user);
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(requests).toEqual([expect.objectContaining({ url: '/api/auth/logout/all/', method: 'POST' })]);
  expect(requests[0].headers.Authorization).toBe('Bearer a1');
  expect(auth.clearSession).toHaveBeenCalledWith();
});

test('a failure says so and keeps this session', async () => {
  answerWith({ status: 500 });
  const { user, auth } = renderSection();
  await confirmSignOut(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign out of all devices. Please try again.');
  expect(auth.clearSession).not.toHaveBeenCalled();
});
