// All Chats from the keyboard (issue 11): Escape closes it from the list, from the message box or with nothing
// focused, and focus goes back to its button; the saved chats are a list of items (axe: listitem).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch } from '@/testing/fake-fetch';
import { ChatCard } from '../components/chat-card';

const sessions = [
  { id: 's2', title: 'Sleep questions', start_time: '2026-11-20T14:30:00Z' },
  { id: 's1', title: 'Breakfast', start_time: '2026-11-18T13:00:00Z' },
];

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  installFetch(({ url }) => (url === '/api/ai/chat/sessions/' ? { status: 200, body: sessions } : { status: 404 }));
});

async function openAllChats() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser() })}>
        <ChatCard />
        <input aria-label="Elsewhere on the page" />
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'All Chats' }));
  await within(panel()!).findByRole('button', { name: /Sleep questions/ });
  return user;
}
const panel = () => screen.queryByRole('region', { name: 'All Chats' });
const toggle = () => screen.getByRole('button', { name: 'All Chats' });

test('the saved chats are list items of one list', async () => {
  await openAllChats();
  const items = within(within(panel()!).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
    expect.stringContaining('Sleep questions'),
    expect.stringContaining('Breakfast'),
  ]);
});

test('Escape in the list closes it and focus goes back to All Chats', async () => {
  const user = await openAllChats();
  within(panel()!)
    .getByRole('button', { name: /Breakfast/ })
    .focus();
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(toggle()).toHaveFocus();
});

test('Escape on the All Chats button, in the message box or with nothing focused closes it too', async () => {
  const user = await openAllChats();
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();

  await user.click(toggle());
  await within(panel()!).findByRole('button', { name: /Breakfast/ });
  screen.getByRole('textbox', { name: 'Message the assistant' }).focus();
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();

  await user.click(toggle());
  await within(panel()!).findByRole('button', { name: /Breakfast/ });
  (document.activeElement as HTMLElement).blur();
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();
});

test('Escape elsewhere on the page leaves it open', async () => {
  const user = await openAllChats();
  screen.getByRole('textbox', { name: 'Elsewhere on the page' }).focus();
  await user.keyboard('{Escape}');
  expect(panel()).toBeInTheDocument();
});
