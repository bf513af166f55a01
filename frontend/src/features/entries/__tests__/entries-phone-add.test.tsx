// On a phone the Logs page's "Add an entry" form waits behind its button (issue 23: a ~700 px form sat above the
// entries of every tab): the entries come first; the button is a disclosure (aria-expanded, aria-controls) that opens
// the form with focus in it, Cancel closes it back onto the button, and the draft survives. A desktop keeps it open.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { entry, FreshSwr, installApi } from '@/components/entries/__tests__/fixtures';
import { EntriesPage } from '../entries-page';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));

function windowWidth(width: number) {
  window.matchMedia = jest.fn((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
  }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const renderPage = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FreshSwr>
        <EntriesPage />
      </FreshSwr>
    </MemoryRouter>,
  );

test('on a phone the entries come first and the form opens on demand, keyboard first', async () => {
  windowWidth(375);
  installApi(() => ({ status: 200, body: [entry({ details: 'Vitamin D' })] }));
  renderPage('/logs?type=supplements');
  const panel = screen.getByRole('tabpanel', { name: 'Supplements & Medications' });
  await within(panel).findByText('Vitamin D');
  expect(within(panel).queryByRole('form', { name: 'New Supplements & Medications entry' })).not.toBeInTheDocument();

  const add = within(panel).getByRole('button', { name: 'Add an entry' });
  expect(add).toHaveAttribute('aria-expanded', 'false');
  const controlled = document.getElementById(add.getAttribute('aria-controls')!)!;
  expect(controlled).not.toBeVisible();
  // The button comes before the list, and is the section's heading: a screen reader's heading list finds it.
  expect(within(panel).getByRole('heading', { level: 3, name: 'Add an entry' })).toContainElement(add);

  add.focus();
  await userEvent.keyboard('{Enter}');
  expect(add).toHaveAttribute('aria-expanded', 'true');
  const form = within(panel).getByRole('form', { name: 'New Supplements & Medications entry' });
  expect(controlled).toContainElement(form);
  expect(within(form).getByLabelText('Date and time')).toHaveFocus();

  await userEvent.type(within(form).getByLabelText('Details'), 'Magnesium');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(add).toHaveAttribute('aria-expanded', 'false');
  expect(add).toHaveFocus();
  expect(within(panel).queryByRole('form', { name: 'New Supplements & Medications entry' })).not.toBeInTheDocument();

  // Opened again, the words typed are still there.
  await userEvent.click(add);
  expect(within(panel).getByLabelText('Details')).toHaveValue('Magnesium');
});

test('on a desktop the form stays open, with its heading and no toggle', async () => {
  windowWidth(1280);
  installApi(() => ({ status: 200, body: [] }));
  renderPage('/logs?type=sleep');
  const panel = screen.getByRole('tabpanel', { name: 'Sleep' });
  expect(within(panel).getByRole('form', { name: 'New Sleep entry' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 3, name: 'Add an entry' })).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Add an entry' })).not.toBeInTheDocument();
});
