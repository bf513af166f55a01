// Settings → Shared links (issue 27): each link with its label, what it holds, expiry, status and opens; the opens' log
// fetched when its disclosure opens; Revoke only after the confirmation, and the list asked again after it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { installFetch, type RecordedRequest } from '@/testing/fake-fetch';
import { SharedLinksSection } from '../components/shared-links-section';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const base = {
  days: 30,
  patient: 'initials',
  birth_year: true,
  sex: false,
  created_at: '2026-11-20T10:00:00Z',
  passcode: true,
  last_opened_at: null,
  opens: 0,
};
const rivera = {
  ...base,
  id: 'share-rivera',
  label: 'For Dr. Rivera, 3 Dec',
  types: ['sleep', 'mood-stress'],
  expires_at: '2026-12-04T10:00:00Z',
  status: 'active',
  opens: 2,
  last_opened_at: '2026-11-26T15:04:00Z',
};
const old = { ...base, id: 'share-old', label: 'Old link', types: ['sleep'], expires_at: '2026-11-21T10:00:00Z', status: 'expired' };

function setup() {
  localStorage.setItem('token', 'access-token');
  let revoked = false;
  const api = installFetch((request: RecordedRequest) => {
    if (request.method === 'DELETE') {
      revoked = true;
      return { status: 204 };
    }
    if (request.url.endsWith('/opens/'))
      return {
        status: 200,
        body: {
          opens: [
            { at: '2026-11-26T15:04:00Z', country: 'GB', browser: 'Safari' },
            { at: '2026-11-25T09:00:00Z', country: null, browser: 'Chrome' },
          ],
        },
      };
    return { status: 200, body: { shares: [revoked ? { ...rivera, status: 'revoked' } : rivera, old] } };
  });
  render(
    <MemoryRouter>
      <SharedLinksSection />
    </MemoryRouter>,
  );
  return api;
}

test('lists each link with what it holds, its expiry, status and opens, and the log on demand', async () => {
  const { requests } = setup();
  const items = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('For Dr. Rivera, 3 Dec');
  expect(items[0]).toHaveTextContent('Active');
  expect(items[0]).toHaveTextContent('30 days of Sleep, Mood & Stress; your initials, birth year; with a passcode');
  expect(items[0]).toHaveTextContent('expires 12/04/2026, 10:00 AM');
  expect(items[0]).toHaveTextContent('Opened 2 times, last 11/26/2026, 3:04 PM.');
  expect(items[1]).toHaveTextContent('Expired');
  expect(items[1]).toHaveTextContent('Not opened yet.');
  expect(within(items[1]).queryByRole('button', { name: 'Revoke' })).toBeNull();
  expect(requests).toHaveLength(1);

  await userEvent.click(within(items[0]).getByText('Who opened it (2 times)'));
  expect(await within(items[0]).findByText('11/26/2026, 3:04 PM · Safari · GB')).toBeInTheDocument();
  expect(within(items[0]).getByText('11/25/2026, 9:00 AM · Chrome')).toBeInTheDocument();
  expect(requests[1].url).toMatch(/\/api\/shares\/share-rivera\/opens\/$/);
});

test('Revoke asks first, Cancel changes nothing, and the confirmed revoke deletes the link and shows it revoked', async () => {
  const { requests } = setup();
  const first = () => within(screen.getByRole('list')).getAllByRole('listitem')[0];
  await screen.findByRole('list');
  await userEvent.click(within(first()).getByRole('button', { name: 'Revoke' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(within(first()).getByRole('button', { name: 'Revoke' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByRole('status')).toHaveTextContent('“For Dr. Rivera, 3 Dec” is revoked: the link no longer opens.');
  expect(requests.find((r) => r.method === 'DELETE')?.url).toMatch(/\/api\/shares\/share-rivera\/$/);
  expect(await within(first()).findByText('Revoked')).toBeInTheDocument();
  expect(within(first()).queryByRole('button', { name: 'Revoke' })).toBeNull();
});
