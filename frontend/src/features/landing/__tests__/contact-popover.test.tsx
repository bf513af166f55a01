// The landing page's contact popup: opens, copies the address, says Copied!, and closes on Escape.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPopover } from '../components/contact-popover';
import { CONTACT_EMAIL } from '@/config/constants';

function open() {
  const user = userEvent.setup();
  render(<ContactPopover />);
  return { user, trigger: screen.getByRole('button', { name: 'Contact' }) };
}

test('opens a dialog with the address and focuses its Copy button', async () => {
  const { user, trigger } = open();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Contact us' });
  expect(dialog).toHaveTextContent(CONTACT_EMAIL);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
});

test('Copy puts the address on the clipboard and says Copied!', async () => {
  const { user, trigger } = open();
  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(CONTACT_EMAIL);
  expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
});

test('Escape closes it and returns focus to the Contact button', async () => {
  const { user, trigger } = open();
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('a failed copy says so instead of claiming success', async () => {
  const { user, trigger } = open();
  await user.click(trigger);
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(screen.getByText('Copy failed. Please select the address above.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
});
