// An entry's measures and subjects in the entry editor: typed in the person's units (en-US: miles), sent canonical,
// checked before saving, shown as one line under the details; related data's type typed freely and stored as a key.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryTypeOf, type EntryCollection } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { EntryEditModal, RecentEntriesTable } from '@/components/entries';
import { entry, installApi, renderWithSwr, type Route } from './fixtures';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-20T15:00:00Z') });
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

/** The list answers `rows`; extra routes first. */
function serve(rows: Entry[], ...extra: Route[]) {
  return installApi(...extra, ({ method, path }) => (method === 'GET' && path.endsWith('/') ? { status: 200, body: rows } : undefined));
}

/** Outside a TimeZoneProvider the locale is en-US, so the person reads miles. */
async function openModal(collection: EntryCollection) {
  const u = user();
  const { title } = entryTypeOf(collection);
  renderWithSwr(<EntryEditModal entryType={entryTypeOf(collection)} onClose={() => undefined} />);
  return { u, dialog: await screen.findByRole('dialog', { name: `${title} logs` }) };
}

const savedRun = () =>
  entry({ id: 'R', details: 'Ran in the park', version: 2, measures: { duration_min: 28, distance_km: 5 }, subjects: ['running'] });

const answerPut: Route = ({ method, body }) =>
  method === 'PUT' ? { status: 200, body: { ...savedRun(), ...(body as object), version: 3 } } : undefined;

test("a row shows its measures in the reader's units under the details", async () => {
  serve([savedRun(), entry({ details: 'Walk' })]);
  const { dialog } = await openModal('physical-activities');
  const cell = (await within(dialog).findByText('Ran in the park')).closest('td')!;
  expect(within(cell).getByText('28 min · 3.11 mi')).toHaveClass('entry-measures');
  const walk = within(dialog).getByText('Walk').closest('td')!;
  expect(walk.querySelector('.entry-measures')).toBeNull();
});

test('a panel row shows the measures line too', () => {
  renderWithSwr(
    <RecentEntriesTable
      collection="related-data"
      caption="Related Data"
      loading={false}
      rows={5}
      entries={[
        entry({
          details: undefined,
          item_name: 'Morning weight',
          item_type: 'weight',
          data_details: 'after run',
          measures: { value: 72.4, unit: 'kg' },
        }),
      ]}
    />,
  );
  expect(screen.getByText('Morning weight')).toBeInTheDocument();
  expect(screen.getByText('159.6 lb')).toHaveClass('entry-measures');
});

test('editing a run in miles sends its distance in km, and its subjects as a list', async () => {
  const { requests } = serve([savedRun()], answerPut);
  const { u, dialog } = await openModal('physical-activities');
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Ran in the park' }));
  const form = within(within(dialog).getByRole('form', { name: 'Edit entry' }));
  expect(form.getByLabelText('Distance (mi)')).toHaveValue('3.11');
  expect(form.getByLabelText('Duration (min)')).toHaveValue('28');
  expect(form.getByLabelText('Subjects (optional)')).toHaveValue('running');

  await u.clear(form.getByLabelText('Distance (mi)'));
  await u.type(form.getByLabelText('Distance (mi)'), '6.2');
  await u.type(form.getByLabelText('Subjects (optional)'), ', Park Run');
  await u.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.body).toMatchObject({
    details: 'Ran in the park',
    measures: { duration_min: 28, distance_km: 9.978 },
    subjects: ['running', 'park run'],
    version: 2,
  });
});

test('a new entry sends its measures and subjects', async () => {
  const { requests } = serve(
    [],
    ({ path }) => (path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI-1' } } : undefined),
    ({ method }) => (method === 'POST' ? { status: 201, body: entry() } : undefined),
  );
  const { u, dialog } = await openModal('food-drinks');
  await within(dialog).findByText('No entries yet.');
  await u.type(within(dialog).getByLabelText('Details'), 'Latte');
  await u.type(within(dialog).getByLabelText('Volume (fl oz)'), '12');
  await u.selectOptions(within(dialog).getByLabelText('Caffeine'), 'yes');
  await u.type(within(dialog).getByLabelText('Subjects (optional)'), 'Coffee, oat milk, coffee');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));

  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
  const post = requests.filter((r) => r.method === 'POST')[0];
  expect(post.body).toMatchObject({ details: 'Latte', measures: { volume_ml: 354.882, caffeine: true }, subjects: ['coffee', 'oat milk'] });
});

test('a bad measure blocks saving: its message under it, focus on it; fixed, it saves', async () => {
  const { requests } = serve([savedRun()], answerPut);
  const { u, dialog } = await openModal('physical-activities');
  await u.click(await within(dialog).findByRole('button', { name: 'Edit entry: Ran in the park' }));
  const form = within(within(dialog).getByRole('form', { name: 'Edit entry' }));
  await u.clear(form.getByLabelText('Duration (min)'));
  await u.type(form.getByLabelText('Duration (min)'), 'lots');
  await u.click(form.getByRole('button', { name: 'Save' }));

  const duration = form.getByLabelText('Duration (min)');
  expect(form.getByText('Duration must be a number.')).toBeInTheDocument();
  expect(duration).toHaveAttribute('aria-invalid', 'true');
  expect(duration).toHaveAccessibleDescription('Duration must be a number.');
  expect(duration).toHaveFocus();
  expect(form.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

  await u.clear(duration);
  expect(form.queryByText('Duration must be a number.')).not.toBeInTheDocument();
  await u.type(duration, '31');
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ measures: { duration_min: 31, distance_km: 5 } });
});

test('related data: the type is typed freely with suggestions, sent as its key and shown as a label', async () => {
  const rows = [entry({ id: 'H', details: undefined, item_name: 'Resting pulse', item_type: 'heart_rate', data_details: 'after waking' })];
  const { requests } = serve(
    rows,
    ({ path }) => (path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI-1' } } : undefined),
    ({ method }) => (method === 'POST' ? { status: 201, body: entry() } : undefined),
    ({ method, body }) => (method === 'PUT' ? { status: 200, body: { ...rows[0], ...(body as object) } } : undefined),
  );
  const { u, dialog } = await openModal('related-data');
  const row = (await within(dialog).findByText('Resting pulse')).closest('tr')!;
  expect(within(row).getByText('Heart rate')).toBeInTheDocument();

  const type = within(dialog)
    .getByRole('form', { name: 'New Related Data entry' })
    .querySelector<HTMLInputElement>('input[name="itemType"]')!;
  expect(type).toBe(within(dialog).getByLabelText('Type'));
  const suggestions = [...document.getElementById(type.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value);
  expect(suggestions).toEqual([
    'Weight',
    'Blood pressure',
    'Heart rate',
    'Blood glucose',
    'Temperature',
    'Body fat',
    'Oxygen saturation',
    'Steps',
  ]);

  await u.type(within(dialog).getByLabelText('Name'), 'Evening reading');
  await u.type(type, 'Blood Pressure');
  await u.type(within(dialog).getByLabelText('Data details'), 'seated');
  await u.type(within(dialog).getByLabelText('Systolic (mmHg)'), '118');
  await u.type(within(dialog).getByLabelText('Diastolic (mmHg)'), '76');
  await u.click(within(dialog).getByRole('button', { name: 'Add entry' }));
  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')[0].body).toMatchObject({
    item_name: 'Evening reading',
    item_type: 'blood_pressure',
    measures: { systolic: 118, diastolic: 76 },
  });

  await u.click(within(dialog).getByRole('button', { name: 'Edit entry: Resting pulse' }));
  const form = within(within(dialog).getByRole('form', { name: 'Edit entry' }));
  expect(form.getByLabelText('Type')).toHaveValue('Heart rate');
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ item_type: 'heart_rate' });
});
