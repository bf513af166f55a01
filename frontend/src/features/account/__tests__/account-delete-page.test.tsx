// Account deletion: confirm, delete, 'Account Deleted', and the local session ends on leaving (SPEC.md §2, §4, §8).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { AccountDeletePage } from '../account-delete-page';

const mockClearSession = jest.fn();
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ clearSession: mockClearSession }) }));

let requests: RecordedRequest[];
function answerWith(answer: FakeAnswer) {
  requests = installFetch(() => answer).requests;
}

beforeEach(() => {
  answerWith({ status: 200, body: { message: 'Account deleted.' } });
  mockClearSession.mockClear();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/account/delete']}>
      <Routes>
        <Route path="/account/delete" element={<AccountDeletePage />} />
        <Route path="/" element={<h1>Landing</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('asks for confirmation with a permanent-removal warning and a way back', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Sorry to see you leave' })).toBeInTheDocument();
  expect(screen.getByText(/permanently removes all of your data/)).toBeInTheDocument();
  expect(screen.getByText(/cannot be restored/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user');
  expect(requests).toHaveLength(0);
});

test('Confirm Delete deletes the account and shows Account Deleted with a link home', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ url: '/api/auth/account/delete/', method: 'DELETE', body: undefined });
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('the session is cleared once the user leaves the goodbye page', async () => {
  answerWith({ status: 204 });
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
  await screen.findByRole('heading', { name: 'Account Deleted' });
  await user.click(screen.getByRole('link', { name: 'Back to home' }));
  expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  expect(mockClearSession).toHaveBeenCalledTimes(1);
});

test('closing the tab on the goodbye page clears the session too', async () => {
  answerWith({ status: 204 });
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
  await screen.findByRole('heading', { name: 'Account Deleted' });
  window.dispatchEvent(new Event('pagehide'));
  expect(mockClearSession).toHaveBeenCalled();
});

test('a failed delete keeps the session and says so', async () => {
  answerWith({ status: 500 });
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete account. Please try again.');
  expect(mockClearSession).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeEnabled();
});
