// Settings → Data Import (issue 14): upload with progress, preview, confirm and follow the import; a failed preview,
// a CSV's column choices, a file over the limit, a job found on coming back, and a stalled job resumed.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TIME_ZONE_STORAGE_KEY } from '@/lib/time-zone';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import type { ImportJob } from '../api/imports';
import { DataImportSection } from '../components/data-import-section';

const now = () => new Date().toISOString();
const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  id: 'j1',
  kind: 'apple-health',
  file_name: 'export.zip',
  size: 2048,
  timezone: 'Europe/Paris',
  status: 'uploading',
  stalled: false,
  preview: null,
  progress: { done: 0, added: 0, existing: 0, total: null },
  error: null,
  created_at: now(),
  updated_at: now(),
  ...over,
});
const preview = (over: Partial<NonNullable<ImportJob['preview']>> = {}): NonNullable<ImportJob['preview']> => ({
  entries: 2000,
  existing: 0,
  by_type: { 'physical-activities': 1400, sleep: 600 },
  range: { first: '2026-01-02T12:00:00+01:00', last: '2026-03-04T07:10:00+01:00' },
  records: 48210,
  problems: [],
  problem_count: 0,
  ...over,
});

/** A stand-in for the storage's signed PUT: it records what was sent and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  finish(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}

/** The import API as a stateful fake: `state.current` is what GET answers for the job. */
function importServer(list: ImportJob[] = []) {
  const state = { current: job(), list };
  const answer = (request: RecordedRequest): FakeAnswer => {
    const { url, method } = request;
    if (url === '/api/imports/' && method === 'GET') return { status: 200, body: state.list };
    if (url === '/api/imports/' && method === 'POST') {
      state.current = job({ ...(request.body as object) });
      return {
        status: 201,
        body: {
          import: state.current,
          upload: {
            url: 'http://s3.test/up?sig=1',
            method: 'PUT',
            headers: { 'Content-Type': 'application/octet-stream' },
            expires_at: now(),
          },
        },
      };
    }
    if (url === '/api/imports/j1/preview/') state.current = job({ ...state.current, status: 'previewing', preview: null });
    if (url === '/api/imports/j1/confirm/') state.current = job({ ...state.current, status: 'importing', stalled: false });
    if (url === '/api/imports/j1/' && method === 'DELETE') return { status: 204 };
    if (url.startsWith('/api/imports/j1/')) return { status: url.endsWith('/j1/') ? 200 : 202, body: state.current };
    return { status: 404, body: { detail: 'Not found.' } };
  };
  const { requests } = installFetch(answer);
  const calls = () => requests.filter((request) => request.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
  return { state, requests, calls };
}

function renderSection() {
  return render(
    <MemoryRouter>
      <DataImportSection pollMs={5} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris');
});
afterEach(() => localStorage.clear());

async function chooseAndUpload(kind: string, file: File) {
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(kind) }));
  await userEvent.upload(screen.getByLabelText('File'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
}

test('upload with progress, a preview in counts per type, then the import followed to the end', async () => {
  const server = importServer();
  renderSection();
  await chooseAndUpload('Apple Health export', new File(['x'.repeat(2048)], 'export.zip', { type: 'application/zip' }));

  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(server.calls()[0]).toEqual({
    method: 'POST',
    url: '/api/imports/',
    body: { kind: 'apple-health', file_name: 'export.zip', size: 2048, timezone: 'Europe/Paris' },
  });
  const [xhr] = FakeXhr.sent;
  expect([xhr.method, xhr.url, xhr.headers, (xhr.body as File).name]).toEqual([
    'PUT',
    'http://s3.test/up?sig=1',
    { 'Content-Type': 'application/octet-stream' },
    'export.zip',
  ]);
  xhr.progress(45, 100);
  expect(screen.getByRole('progressbar', { name: 'Uploading… 45%' })).toHaveAttribute('aria-valuenow', '45');
  xhr.finish(200);

  expect(await screen.findByText('Reading your file…')).toBeInTheDocument();
  expect(server.calls()[1]).toEqual({ method: 'POST', url: '/api/imports/j1/preview/', body: {} });
  server.state.current = job({ status: 'ready', preview: preview() });
  const heading = await screen.findByRole('heading', { name: 'Preview' });
  await waitFor(() => expect(heading).toHaveFocus());
  const types = within(screen.getByRole('list', { name: 'Entries per type' }));
  expect(types.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sleep600', 'Physical Activities1,400']);
  expect(screen.getByText('01/02/2026 – 03/04/2026')).toBeInTheDocument();
  expect(screen.getByText('48,210')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Import 2,000 entries' }));
  expect(server.calls()[2]).toEqual({ method: 'POST', url: '/api/imports/j1/confirm/', body: {} });
  server.state.current = job({
    status: 'importing',
    preview: preview(),
    progress: { done: 1234, added: 1100, existing: 134, total: 2000 },
  });
  const bar = await screen.findByRole('progressbar', { name: 'Importing export.zip' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '61.7'));
  expect(screen.getByText('1,234 of 2,000 entries · 1,100 new · 134 already there')).toBeInTheDocument();
  expect(screen.getByText('You can leave this page; the import goes on.')).toBeInTheDocument();
  expect(screen.getByTestId('import-announcement')).toHaveTextContent('Importing: 60% done');

  server.state.current = job({ status: 'done', preview: preview(), progress: { done: 2000, added: 1866, existing: 134, total: 2000 } });
  expect(await screen.findByText('Imported: 1,866 new entries, 134 were already there.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Import done' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'See your logs' })).toHaveAttribute('href', '/logs');
});

test('a preview that fails shows why, and choosing another file discards the job', async () => {
  const server = importServer();
  renderSection();
  await chooseAndUpload('Apple Health export', new File(['not a zip'], 'export.zip'));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  FakeXhr.sent[0].finish(200);
  await screen.findByText('Reading your file…');
  server.state.current = job({ status: 'failed', error: 'This is not a zip file: choose the export.zip the Health app made.' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This is not a zip file: choose the export.zip the Health app made.');
  await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
  expect(server.calls().at(-1)).toEqual({ method: 'DELETE', url: '/api/imports/j1/', body: undefined });
  expect(screen.getByRole('button', { name: 'Upload and preview' })).toBeDisabled();
});

test("another app's CSV with problems: import is blocked, and Preview again sends the chosen columns", async () => {
  const csv = {
    kind: 'generic' as const,
    columns: ['When', 'What', 'Amount', 'Note'],
    mapping: { date: 'When' },
    user_inputs: 0,
    column_uses: [],
    examples: [],
  };
  const problems = Array.from(
    { length: 20 },
    (_, i) => `Row ${i + 2}: “03/01/2026” reads as two dates: choose day/month/year or month/day/year.`,
  );
  const ready = job({ kind: 'csv', file_name: 'other.csv', status: 'ready', preview: preview({ csv, problems, problem_count: 25 }) });
  const server = importServer([ready]);
  server.state.current = ready;
  renderSection();

  expect(await screen.findByText('Another app’s CSV')).toBeInTheDocument();
  expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(20);
  expect(screen.getByText('and 5 more')).toBeInTheDocument();
  const confirm = screen.getByRole('button', { name: 'Import 2,000 entries' });
  expect(confirm).toBeDisabled();
  expect(confirm).toHaveAccessibleDescription(/Nothing can be imported while the file has problems/);

  expect(screen.getByLabelText('Date')).toHaveValue('When');
  await userEvent.selectOptions(screen.getByLabelText('Type (optional)'), 'What');
  await userEvent.selectOptions(screen.getByLabelText('Value (optional)'), 'Amount');
  await userEvent.selectOptions(screen.getByLabelText('Details (optional)'), 'Note');
  await userEvent.selectOptions(screen.getByLabelText('Date order'), 'DMY');
  await userEvent.click(screen.getByRole('button', { name: 'Preview again' }));
  expect(server.calls()).toEqual([
    {
      method: 'POST',
      url: '/api/imports/j1/preview/',
      body: { mapping: { date: 'When', type: 'What', value: 'Amount', details: 'Note', date_order: 'DMY' } },
    },
  ]);
  expect(await screen.findByText('Reading your file…')).toBeInTheDocument();
});

test('a file over the limit is refused before anything is sent', async () => {
  const server = importServer();
  renderSection();
  const huge = new File(['x'], 'history.csv', { type: 'text/csv' });
  Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
  await userEvent.click(screen.getByRole('radio', { name: /^CSV/ }));
  await userEvent.upload(screen.getByLabelText('File'), huge);
  expect(screen.getByRole('alert')).toHaveTextContent('This file is 3 GB: an import takes at most 2 GB.');
  expect(screen.getByRole('button', { name: 'Upload and preview' })).toBeDisabled();
  expect(server.calls()).toEqual([]);
  expect(FakeXhr.sent).toEqual([]);
});

test('coming back finds the running import and follows it, leaving focus where it is', async () => {
  const running = job({ status: 'importing', preview: preview(), progress: { done: 500, added: 500, existing: 0, total: 2000 } });
  const server = importServer([running]);
  server.state.current = running;
  renderSection();
  const bar = await screen.findByRole('progressbar', { name: 'Importing export.zip' });
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('500 of 2,000 entries · 500 new · 0 already there')).toBeInTheDocument();
  server.state.current = job({ ...running, progress: { done: 1500, added: 1500, existing: 0, total: 2000 } });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
  expect(document.body).toHaveFocus();
});

test('a stalled import says so, and Resume confirms it again', async () => {
  const stalled = job({
    status: 'importing',
    stalled: true,
    preview: preview(),
    progress: { done: 700, added: 700, existing: 0, total: 2000 },
  });
  const server = importServer([stalled]);
  server.state.current = stalled;
  renderSection();
  expect(await screen.findByText('This import stopped before it finished.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(server.calls()).toEqual([{ method: 'POST', url: '/api/imports/j1/confirm/', body: {} }]);
  await waitFor(() => expect(screen.queryByText('This import stopped before it finished.')).not.toBeInTheDocument());
  expect(screen.getByText('You can leave this page; the import goes on.')).toBeInTheDocument();
});

test('a finished import from long ago is not shown again: the file choice is', async () => {
  importServer([job({ status: 'done', updated_at: '2026-01-01T00:00:00Z' })]);
  renderSection();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Data Import' })).toHaveAttribute('aria-busy', 'false'));
  expect(screen.getByRole('group', { name: 'What is the file?' })).toBeInTheDocument();
});

test('a backup picked before its kind is taken as a full backup, and its preview counts what else it restores', async () => {
  const server = importServer();
  renderSection();
  await userEvent.upload(screen.getByLabelText('File'), new File(['{}'], 'health-backup.json', { type: 'application/json' }));
  expect(screen.getByRole('radio', { name: /^Full backup/ })).toBeChecked();
  expect(screen.getByLabelText('File')).toHaveAttribute('accept', '.json,application/json');
  await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(server.calls()[0].body).toMatchObject({ kind: 'backup', file_name: 'health-backup.json' });
  FakeXhr.sent[0].finish(200);
  await screen.findByText('Reading your file…');
  const backup = { user_inputs: 12, chat_sessions: 1, weekly_reports: 3, reminders: 2, favourites: 1, images: 0 };
  server.state.current = job({ kind: 'backup', status: 'ready', preview: preview({ entries: 1, by_type: { sleep: 1 }, backup }) });
  expect(
    await screen.findByText('Also restored: 12 inputs, 1 chat, 3 weekly reports, 2 reminders, 1 favourite, 0 images.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import 1 entry' })).toBeEnabled();
});

test('a backup counts items, not entries: its inputs, chats and images are restored beside the entries', async () => {
  const base = { kind: 'backup' as const, file_name: 'health-backup.json', preview: preview({ entries: 5 }) };
  const running = job({ ...base, status: 'importing', progress: { done: 4, added: 4, existing: 0, total: 11 } });
  const server = importServer([running]);
  server.state.current = running;
  renderSection();
  expect(await screen.findByText('4 of 11 items · 4 new · 0 already there')).toBeInTheDocument();
  server.state.current = job({ ...base, status: 'done', progress: { done: 11, added: 10, existing: 1, total: 11 } });
  expect(await screen.findByText('Imported: 10 new items, 1 was already there.')).toBeInTheDocument();
});

test('a file whose entries are all in the account already: the preview says so and offers no import', async () => {
  const ready = job({ status: 'ready', preview: preview({ existing: 2000 }) });
  importServer([ready]).state.current = ready;
  renderSection();
  expect(await screen.findByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
  expect(screen.getByText('Already there').nextSibling).toHaveTextContent('2,000');
  expect(screen.getByRole('button', { name: 'Import 0 entries' })).toHaveAccessibleDescription(
    'Every entry of this file is in your account already: importing it again would add nothing.',
  );
});

test('a backup whose profile differs from yours says how it would change, keeps yours unless you choose the backup’s', async () => {
  const profile = {
    fills: [
      { field: 'weight_kg' as const, yours: null, backup: 72 },
      { field: 'clock' as const, yours: null, backup: '24h' },
    ],
    differs: [
      { field: 'birth_year' as const, yours: 1980, backup: 1975 },
      { field: 'gender' as const, yours: 'M', backup: 'F' },
      { field: 'height_cm' as const, yours: 180, backup: 175 },
    ],
  };
  const backup = { user_inputs: 0, chat_sessions: 0, weekly_reports: 0, reminders: 0, favourites: 0, images: 0 };
  const ready = job({ kind: 'backup', status: 'ready', preview: preview({ entries: 3, by_type: { sleep: 3 }, backup, profile }) });
  const server = importServer([ready]);
  server.state.current = ready;
  renderSection();
  const choice = await screen.findByRole('group', { name: 'Your profile' });
  expect(choice).toHaveAccessibleDescription('The backup’s profile differs from yours. With the backup’s, your profile changes:');
  expect(
    within(choice)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Birth year: 1980 → 1975', 'Gender: Male → Female', 'Height: 180 cm → 175 cm']);
  expect(screen.getByText('Settings you have not set are taken from the backup: weight 72 kg, clock 24-hour.')).toBeInTheDocument();
  expect(within(choice).getByRole('radio', { name: 'Keep my profile' })).toBeChecked();

  await userEvent.click(within(choice).getByRole('radio', { name: 'Use the backup’s profile' }));
  await userEvent.click(screen.getByRole('button', { name: 'Import 3 entries' }));
  expect(server.calls()).toEqual([{ method: 'POST', url: '/api/imports/j1/confirm/', body: { profile: 'backup' } }]);
});

test('a backup whose profile differs is confirmed keeping yours when nothing is chosen; one that only fills asks nothing', async () => {
  const backup = { user_inputs: 0, chat_sessions: 0, weekly_reports: 0, reminders: 0, favourites: 0, images: 0 };
  const differs = [{ field: 'weight_kg' as const, yours: 80, backup: 72 }];
  const ready = job({
    kind: 'backup',
    status: 'ready',
    preview: preview({ entries: 1, by_type: { sleep: 1 }, backup, profile: { fills: [], differs } }),
  });
  const server = importServer([ready]);
  server.state.current = ready;
  const { unmount } = renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Import 1 entry' }));
  expect(server.calls()).toEqual([{ method: 'POST', url: '/api/imports/j1/confirm/', body: { profile: 'keep' } }]);
  unmount();

  const fills = [{ field: 'last_name' as const, yours: null, backup: 'Hood' }];
  const filling = job({
    kind: 'backup',
    status: 'ready',
    preview: preview({ entries: 1, by_type: { sleep: 1 }, backup, profile: { fills, differs: [] } }),
  });
  const again = importServer([filling]);
  again.state.current = filling;
  renderSection();
  expect(await screen.findByText('Settings you have not set are taken from the backup: last name Hood.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Your profile' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Import 1 entry' }));
  expect(again.calls()).toEqual([{ method: 'POST', url: '/api/imports/j1/confirm/', body: {} }]);
});

test('the notes of a reading are listed and stop nothing (times read in the zone, samples skipped)', async () => {
  const notes = [
    '2 samples have times written without a UTC offset: they were read as Europe/Paris time, the zone of this import.',
    '1 sample is dated in the future (the latest on 2030-01-01) and will not be imported: a log is of the past.',
  ];
  const ready = job({ status: 'ready', preview: preview({ notes }) });
  importServer([ready]).state.current = ready;
  renderSection();
  const list = await screen.findByRole('list', { name: 'Notes on the file' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(notes);
  expect(screen.getByRole('button', { name: 'Import 2,000 entries' })).toBeEnabled();
});
