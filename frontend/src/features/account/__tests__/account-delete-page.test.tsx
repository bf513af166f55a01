// Account deletion: the password confirms it, a wrong one deletes nothing, and once deleted the session ends at once
// and 'Account Deleted' shows (docs/PRODUCT.md §2, §4, §8).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { AccountDeletePage } from '../account-delete-page';

const WRONG = 'The password is incorrect. Your account has not been deleted.';

let requests: RecordedRequest[];
function answerWith(answer: FakeAnswer) {
  requests = installFetch(() => answer).requests;
}

beforeEach(() => answerWith({ status: 200, body: { message: 'Account deleted successfully' } }));

function renderPage() {
  const auth = fixedAuth({ user: sampleUser() });
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={['/account/delete']}>
        <Routes>
          <Route path="/account/delete" element={<AccountDeletePage />} />
          <Route path="/" element={<h1>Landing</h1>} />
        </Routes>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  return { user: userEvent.setup(), auth };
}
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Delete' });

test('asks for confirmation with a permanent-removal warning, the password and a way back', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Sorry to see you leave' })).toBeInTheDocument();
  expect(screen.getByText(/permanently removes all of your data/)).toBeInTheDocument();
  expect(screen.getByText(/cannot be restored/)).toBeInTheDocument();
  // Both copies Data Export offers, the full backup too (issue 23: the page named only the CSV), and where they are.
  const copy = screen.getByText(/Want a copy before you go\?/);
  expect(copy).toHaveTextContent('a CSV of your entries');
  expect(copy).toHaveTextContent('a full backup with everything (entries, inputs, chats, reports, settings and photos)');
  expect(within(copy).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user');
  expect(requests).toHaveLength(0);
});

test('Confirm Delete waits for the password', async () => {
  const { user } = renderPage();
  expect(confirmButton()).toBeDisabled();
  await user.type(screen.getByLabelText('Password'), 'my secret phrase');
  expect(confirmButton()).toBeEnabled();
});

test('with the password: deletes, ends the session at once and shows Account Deleted with a link home', async () => {
  const { user, auth } = renderPage();
  await user.type(screen.getByLabelText('Password'), 'my secret phrase');
  await user.click(confirmButton());
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(requests).toEqual([
    expect.objectContaining({ url: '/api/auth/account/delete/', method: 'DELETE', body: { password: 'my secret phrase' } }),
  ]);
  expect(auth.endDeletedAccount).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('link', { name: 'Back to home' }));
  expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
});

test('Enter in the password field submits too', async () => {
  const { user } = renderPage();
  await user.type(screen.getByLabelText('Password'), 'my secret phrase{Enter}');
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
});

test('a wrong password says so at the field, keeps the session and the page', async () => {
  answerWith({ status: 400, body: { password: [WRONG] } });
  const { user, auth } = renderPage();
  await user.type(screen.getByLabelText('Password'), 'not my password');
  await user.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(auth.endDeletedAccount).not.toHaveBeenCalled();
  // Typing again clears the complaint.
  await user.type(screen.getByLabelText('Password'), 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("too many wrong passwords: the server's words at the field, nothing deleted", async () => {
  answerWith({ status: 429, body: { detail: 'Too many wrong passwords. Please try again later.' }, headers: { 'Retry-After': '840' } });
  const { user, auth } = renderPage();
  await user.type(screen.getByLabelText('Password'), 'my secret phrase');
  await user.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong passwords. Please try again later.');
  expect(auth.endDeletedAccount).not.toHaveBeenCalled();
});

test('any other failure keeps the session and shows docs/PRODUCT.md text', async () => {
  answerWith({ status: 500 });
  const { user, auth } = renderPage();
  await user.type(screen.getByLabelText('Password'), 'my secret phrase');
  await user.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete account. Please try again.');
  expect(auth.endDeletedAccount).not.toHaveBeenCalled();
  expect(confirmButton()).toBeEnabled();
});
