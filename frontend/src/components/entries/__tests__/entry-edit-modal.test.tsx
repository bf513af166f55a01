// The log edit modal (docs/PRODUCT.md §4, §5, §8): a labelled dialog; create (one call), row edit with version and the 409 path,
// delete after confirmation, required fields, and messages that vanish after 3 s.
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryTypeOf } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { EntryEditModal } from '@/components/entries';
import { entry, installApi, pathOf, renderWithSwr, type Route } from './fixtures';

const ZONE = 'America/New_York';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-20T15:00:00Z') });
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', ZONE);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

function Harness({ collection = 'sleep', onChanged }: { collection?: 'sleep' | 'related-data'; onChanged?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <EntryEditModal entryType={entryTypeOf(collection)} onClose={() => setOpen(false)} onChanged={onChanged} />}
    </>
  );
}

/** A small server: the list answers `rows` (which the routes may change), plus extra routes first. */
function serve(rows: Entry[], ...extra: Route[]) {
  return installApi(...extra, ({ method, path }) => (method === 'GET' && path.endsWith('/') ? { status: 200, body: rows } : undefined));
}

async function openModal(collection?: 'sleep' | 'related-data', onChanged?: () => void) {
  const u = user();
  renderWithSwr(<Harness collection={collection} onChanged={onChanged} />);
  await u.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: collection === 'related-data' ? 'Related Data logs' : 'Sleep logs' });
  return { u, dialog };
}

test('is a labelled modal dialog listing the entries with times in the chosen zone; Escape closes it and focus returns', async () => {
  serve([entry({ id: 'A', details: 'Slept 7 hours', utc_time: '2026-01-15T13:30:00Z' })]);
  const { u, dialog } = await openModal();
  expect(dialog).toBeInstanceOf(HTMLDialogElement);
  expect(await within(dialog).findByText('Slept 7 hours')).toBeInTheDocument();
  expect(within(dialog).getByText('01/15/2026, 8:30 AM')).toBeInTheDocument();
  await u.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

// jsdom has no inert page to Tab past: test/e2e/logs-journey.test.ts checks in Chromium that Tab stays inside.
test('opens with showModal(), so the browser keeps Tab inside and the page inert; focus starts on the dialog itself', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  serve([]);
  const { dialog } = await openModal();
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveFocus();
});

test('creates with one call, says so for 3 s, and reloads the list', async () => {
  const rows: Entry[] = [];
  const onChanged = jest.fn();
  const { requests } = serve(
    rows,
    ({ method, path }) => (method === 'POST' && path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI-7' } } : undefined),
    ({ method, path, body }) => {
      if (method !== 'POST' || path !== '/api/sleep/') return undefined;
      const created = entry({ id: 'NEW', details: (body as { details: string }).details });
      rows.push(created);
      return { status: 201, body: created };
    },
  );
  const { u, dialog } = await openModal('sleep', onChanged);
  await within(dialog).findByText('No entries yet.');

  expect(within(dialog).getByLabelText('Date and time')).toHaveValue('2026-01-20T10:00');
  await u.type(within(dialog).getByLabelText('Details'), 'Slept 8 hours');
  await u.type(within(dialog).getByLabelText('Notes (optional)'), 'woke once');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));

  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
  // One call (issue 21): the entry with its user input's text, under an Idempotency-Key.
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts.map(pathOf)).toEqual(['/api/sleep/']);
  expect(posts[0].body).toEqual({
    calculated_timestamp: '2026-01-20T10:00:00-05:00',
    notes: 'woke once',
    details: 'Slept 8 hours',
    measures: {},
    subjects: [],
    user_input_text: 'Manual entry: Slept 8 hours Notes: woke once',
    device_timezone: ZONE,
    device_offset_minutes: -300,
  });
  expect(posts[0].headers['Idempotency-Key']).toEqual(expect.any(String));
  expect(await within(dialog).findByText('Slept 8 hours', { selector: 'td' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Details')).toHaveValue('');
  expect(onChanged).toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText('Log created successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Log created successfully!')).not.toBeInTheDocument();
});

test("without date and time or details it says 'Please fill in all required fields' for 3 s and sends nothing", async () => {
  const { requests } = serve([]);
  const { u, dialog } = await openModal();
  await within(dialog).findByText('No entries yet.');
  await u.clear(within(dialog).getByLabelText('Date and time'));
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));

  expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Details')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Date and time')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Notes (optional)')).not.toHaveAttribute('aria-invalid');
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  act(() => jest.advanceTimersByTime(3000));
  expect(within(dialog).queryByText('Please fill in all required fields')).not.toBeInTheDocument();
});

test('related data also needs its type and data details; notes stay optional', async () => {
  const { requests } = serve([]);
  const { u, dialog } = await openModal('related-data');
  await within(dialog).findByText('No entries yet.');
  await u.type(within(dialog).getByLabelText('Name'), 'Blood pressure');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));
  expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Type')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Data details')).toHaveAttribute('aria-invalid', 'true');
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  installApi(
    ({ path }) => (path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI-1' } } : undefined),
    ({ method }) => (method === 'POST' ? { status: 201, body: entry() } : { status: 200, body: [] }),
  );
  await u.type(within(dialog).getByLabelText('Type'), 'Blood pressure');
  await u.type(within(dialog).getByLabelText('Data details'), '120/80');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));
  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
});

test('a failed create says so', async () => {
  serve([], ({ method }) => (method === 'POST' ? { status: 400, body: { details: ['Too long.'] } } : undefined));
  const { u, dialog } = await openModal();
  await within(dialog).findByText('No entries yet.');
  await u.type(within(dialog).getByLabelText('Details'), 'x');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));
  expect(await screen.findByText('Failed to create log. Please try again.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Failed to create log. Please try again.')).not.toBeInTheDocument();
});

test('edits a row in place and saves it with the version it was loaded at', async () => {
  const row = entry({
    id: 'A',
    details: 'Slept 6 hours',
    version: 3,
    user_input_log: 'UI-A',
    utc_time: '2026-01-15T13:30:00Z',
    calculated_timestamp: '2026-01-15T08:30:00-05:00',
  });
  const { requests } = serve([row], ({ method, body }) =>
    method === 'PUT' ? { status: 200, body: { ...row, ...(body as object), version: 4 } } : undefined,
  );
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Slept 6 hours' }));
  const form = within(dialog).getByRole('form', { name: 'Edit entry' });
  expect(within(form).getByLabelText('Date and time')).toHaveValue('2026-01-15T08:30');
  await u.clear(within(form).getByLabelText('Details'));
  await u.type(within(form).getByLabelText('Details'), 'Slept 7 hours');
  await u.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(pathOf(put)).toBe('/api/sleep/A/');
  expect(put.body).toEqual({
    calculated_timestamp: '2026-01-15T08:30:00-05:00',
    notes: '',
    details: 'Slept 7 hours',
    measures: {},
    subjects: [],
    user_input_log: 'UI-A',
    device_timezone: ZONE,
    device_offset_minutes: -300,
    version: 3,
  });
  expect(within(dialog).queryByRole('form', { name: 'Edit entry' })).not.toBeInTheDocument();
  expect(within(dialog).getByText('Slept 7 hours')).toBeInTheDocument();
});

test('Cancel leaves edit mode without a call', async () => {
  const { requests } = serve([entry({ details: 'Nap' })]);
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Nap' }));
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(within(dialog).queryByRole('form', { name: 'Edit entry' })).not.toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

test('another tab saved first (409): shows the detail, refreshes the row, keeps the draft; saving again sends the new version', async () => {
  const row = entry({ id: 'A', details: 'Slept 6 hours', version: 3 });
  const current = { ...row, details: 'Slept 9 hours (other tab)', version: 5 };
  let puts = 0;
  const { requests } = serve([row], ({ method }) => {
    if (method !== 'PUT') return undefined;
    puts += 1;
    return puts === 1
      ? { status: 409, body: { detail: 'This entry was changed in another window.', current } }
      : { status: 200, body: { ...current, details: 'Mine', version: 6 } };
  });
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Slept 6 hours' }));
  const form = () => within(within(dialog).getByRole('form', { name: 'Edit entry' }));
  await u.clear(form().getByLabelText('Details'));
  await u.type(form().getByLabelText('Details'), 'Mine');
  await u.click(form().getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText(/This entry was changed in another window\./)).toBeInTheDocument();
  expect(form().getByLabelText('Details')).toHaveValue('Mine');
  expect(form().getByRole('alert')).toHaveTextContent('Saved version: 01/');
  expect(form().getByRole('alert')).toHaveTextContent('Slept 9 hours (other tab)');
  expect(screen.queryByText('Log updated successfully!')).not.toBeInTheDocument();

  await u.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  const versions = requests.filter((r) => r.method === 'PUT').map((r) => (r.body as { version: number }).version);
  expect(versions).toEqual([3, 5]);
});

test('after a 409, Cancel shows the version the other tab saved', async () => {
  const row = entry({ id: 'A', details: 'Old', version: 1 });
  const current = { ...row, details: 'Theirs', version: 2 };
  serve([row], ({ method }) => (method === 'PUT' ? { status: 409, body: { detail: 'Changed elsewhere.', current } } : undefined));
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Old' }));
  await u.click(within(dialog).getByRole('button', { name: 'Save' }));
  await within(dialog).findByText(/Changed elsewhere\./);
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(within(dialog).getByText('Theirs')).toBeInTheDocument();
  expect(within(dialog).queryByText('Old')).not.toBeInTheDocument();
});

test('a failed update says so and keeps the form', async () => {
  serve([entry({ details: 'Nap' })], ({ method }) => (method === 'PUT' ? { status: 500 } : undefined));
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Nap' }));
  await u.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to update log. Please try again.')).toBeInTheDocument();
  expect(within(dialog).getByRole('form', { name: 'Edit entry' })).toBeInTheDocument();
});

/** The in-page question a row's Delete opens (not window.confirm: axe checks it, docs/PRODUCT.md's text is its name). */
const question = () => screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this log?' });
/** Presses the row's Delete, then the question's Delete. */
async function deleteRow(u: ReturnType<typeof user>, dialog: HTMLElement, name: string) {
  await u.click(await within(dialog).findByRole('button', { name: `Delete entry: ${name}` }));
  await u.click(within(await question()).getByRole('button', { name: 'Delete' }));
}

test('delete asks in the page first, Cancel focused; Cancel sends nothing, keeps the entry and gives focus back to Delete', async () => {
  const { requests } = serve([entry({ details: 'Nap', utc_time: '2026-01-15T13:30:00Z' })]);
  const { u, dialog } = await openModal();
  const remove = await within(dialog).findByRole('button', { name: 'Delete entry: Nap' });
  await u.click(remove);
  const asking = await question();
  expect(asking).toHaveAccessibleDescription('Nap · 01/15/2026, 8:30 AM');
  expect(within(asking).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await u.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  expect(within(dialog).getByText('Nap')).toBeInTheDocument();
  expect(remove).toHaveFocus();
});

test('Escape on the question cancels only the question: nothing sent, the entry editor stays open', async () => {
  const { requests } = serve([entry({ details: 'Nap' })]);
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Delete entry: Nap' }));
  await question();
  await u.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Sleep logs' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Delete entry: Nap' })).toHaveFocus();
  expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
});

test('delete after confirming removes the row and says so for 3 s', async () => {
  const rows = [entry({ id: 'A', details: 'Nap' })];
  const onChanged = jest.fn();
  const { requests } = serve(rows, ({ method }) => {
    if (method !== 'DELETE') return undefined;
    rows.splice(0, 1);
    return { status: 204 };
  });
  const { u, dialog } = await openModal('sleep', onChanged);
  await deleteRow(u, dialog, 'Nap');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Log deleted successfully!')).toBeInTheDocument();
  expect(pathOf(requests.find((r) => r.method === 'DELETE')!)).toBe('/api/sleep/A/');
  await waitFor(() => expect(within(dialog).queryByText('Nap')).not.toBeInTheDocument());
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Log deleted successfully!')).not.toBeInTheDocument();
});

test('a failed delete says so and keeps the row', async () => {
  serve([entry({ details: 'Nap' })], ({ method }) => (method === 'DELETE' ? { status: 500 } : undefined));
  const { u, dialog } = await openModal();
  await deleteRow(u, dialog, 'Nap');
  expect(await screen.findByText('Failed to delete log. Please try again.')).toBeInTheDocument();
  expect(within(dialog).getByText('Nap')).toBeInTheDocument();
});

test('keyboard focus follows: into the row form on Edit, back to its Edit button on Cancel, to the list after a delete', async () => {
  const rows = [entry({ id: 'A', details: 'Nap' }), entry({ id: 'B', details: 'Night' })];
  serve(rows, ({ method }) => {
    if (method !== 'DELETE') return undefined;
    rows.splice(0, 1);
    return { status: 204 };
  });
  const { u, dialog } = await openModal();
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Nap' }));
  expect(within(within(dialog).getByRole('form', { name: 'Edit entry' })).getByLabelText('Date and time')).toHaveFocus();
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(within(dialog).getByRole('button', { name: 'Edit entry: Nap' })).toHaveFocus();

  await deleteRow(u, dialog, 'Nap');
  await screen.findByText('Log deleted successfully!');
  expect(within(dialog).getByRole('heading', { name: 'Entries' })).toHaveFocus();
});

test('Escape closes the dialog even when focus has fallen to the page', async () => {
  serve([]);
  const { u } = await openModal();
  (document.activeElement as HTMLElement).blur();
  expect(document.body).toHaveFocus();
  await u.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
