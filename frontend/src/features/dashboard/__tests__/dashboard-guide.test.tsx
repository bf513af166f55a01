// The dashboard guides (issue 11): the Instructions teach Your Data and the chat first, an empty panel offers Add
// (its modal opens at the new-entry form), and a reload after a save never flashes 'Connecting…'.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry, installApi } from '@/components/entries/__tests__/fixtures';
import { renderDashboard, signedInStorage } from './render-dashboard';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

beforeEach(signedInStorage);

const section = () => screen.getByRole('region', { name: 'Your health logs' });

test('the Instructions teach typing or photographing into Your Data first, then the chat, then the panels', async () => {
  installApi(() => ({ status: 200, body: [] }));
  renderDashboard();
  expect(screen.getByText(/type or photograph what you ate/)).toHaveTextContent(/Your Data, then ask the chat/);
  await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
  const steps = within(screen.getByRole('heading', { name: 'Getting started' }).nextElementSibling as HTMLElement).getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent(/In Your Data, type it in your own words .* or add a photo .* Process Information/);
  expect(steps[0]).toHaveTextContent('Confirm & Save');
  expect(steps[1]).toHaveTextContent(/AI Chat Assistant, ask/);
  expect(steps[2]).toHaveTextContent(/The panels below .* Add one by hand, or Edit/);
  expect(steps.slice(3).map((step) => step.textContent)).toEqual([expect.stringMatching(/profile/), expect.stringMatching(/time zone/)]);
});

test("an empty panel offers Add, which opens the type's modal with focus on the new entry's first field", async () => {
  installApi(({ method, path }) =>
    method === 'GET' ? { status: 200, body: path === '/api/sleep/' ? [entry({ details: 'Slept 7 hours' })] : [] } : undefined,
  );
  renderDashboard();
  const sleep = screen.getByRole('region', { name: 'Sleep' });
  await within(sleep).findByText('Slept 7 hours');
  expect(within(sleep).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();

  const food = screen.getByRole('region', { name: 'Food & Drinks' });
  // The panels draw one per task once the data is in (lib/use-one-by-one.ts).
  expect(await within(food).findByText('No entries yet.')).toBeInTheDocument();
  expect(within(food).getByRole('button', { name: 'Edit Food & Drinks logs' })).toBeInTheDocument();
  await userEvent.click(within(food).getByRole('button', { name: 'Add a Food & Drinks entry' }));
  const dialog = screen.getByRole('dialog', { name: 'Food & Drinks logs' });
  const form = within(dialog).getByRole('form', { name: 'New Food & Drinks entry' });
  await waitFor(() => expect(within(form).getByLabelText('Date and time')).toHaveFocus());
});

/** Lists answer through `gate` when one is set (so a reload can be held open), failing while `failing` is set. */
function serveHeldLists() {
  const control = { gate: null as Promise<void> | null, failing: false };
  installApi(
    ({ method, path }) => (method === 'POST' && path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI' } } : undefined),
    ({ method, path }) => (method === 'POST' && path === '/api/sleep/' ? { status: 201, body: entry({ details: 'Nap' }) } : undefined),
    ({ method }) => (method === 'GET' ? answerList() : undefined),
  );
  async function answerList() {
    if (control.gate) await control.gate;
    if (control.failing) throw new TypeError('Failed to fetch');
    return { status: 200, body: [] };
  }
  return control;
}

const hold = (control: { gate: Promise<void> | null }) => {
  let release!: () => void;
  control.gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    control.gate = null;
    act(() => release());
  };
};

test("the panels' reload after a save stays 'Connected': no 'Connecting…' flash", async () => {
  const lists = serveHeldLists();
  renderDashboard();
  const status = within(section()).getByRole('status');
  await within(status).findByText('Connected');
  await userEvent.click(within(screen.getByRole('region', { name: 'Sleep' })).getByRole('button', { name: 'Add a Sleep entry' }));
  const dialog = screen.getByRole('dialog', { name: 'Sleep logs' });
  await userEvent.type(within(dialog).getByLabelText('Details'), 'Nap');
  const release = hold(lists);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
  expect(section()).toHaveAttribute('data-connection', 'connected');
  expect(status).not.toHaveTextContent('Connecting…');
  release();
  await waitFor(() => expect(status).toHaveTextContent('Connected'));
});

test("a Retry after a failed connection says 'Connecting…' until it answers", async () => {
  const lists = serveHeldLists();
  lists.failing = true;
  renderDashboard();
  const banner = await within(section()).findByRole('alert');
  lists.failing = false;
  const release = hold(lists);
  await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(within(section()).getByRole('status')).toHaveTextContent('Connecting…');
  release();
  await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('Connected'));
});
