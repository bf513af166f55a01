// A generic CSV's preview (issue 25, docs/IMPORT.md "The Data Import page"): what each column becomes, the first rows as
// they will be saved, grouped problems counted, and the mapping sent exactly as chosen: a suggested column turned to
// None is left out, with an item-name column, a value unit and a type for every row.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIME_ZONE_STORAGE_KEY } from '@/lib/time-zone';
import type { ImportJob, ImportPreview as Preview } from '../api/imports';
import { ImportPreview } from '../components/import-preview';

const csv = (over: Partial<NonNullable<Preview['csv']>> = {}): NonNullable<Preview['csv']> => ({
  kind: 'generic',
  columns: ['Day', 'Category', 'Food Name', 'Steps'],
  mapping: { date: 'Day', type: 'Category' },
  user_inputs: 0,
  column_uses: [
    { column: 'Day', use: 'the entry’s date, read day first' },
    { column: 'Category', use: 'the entry’s type' },
    { column: 'Food Name', use: 'not imported' },
    { column: 'Steps', use: 'not imported' },
  ],
  examples: [
    { row: 2, type: 'Physical Activities', time: '2026-03-01T12:00:00+01:00', text: 'Steps: 8000 steps', measures: 'steps 8,000' },
    { row: 3, type: 'Related Data', time: '2026-03-02T12:00:00+01:00', text: 'Other', measures: '' },
  ],
  ...over,
});
const preview = (over: Partial<Preview> = {}): Preview => ({
  entries: 2,
  existing: 0,
  by_type: { 'physical-activities': 1, 'related-data': 1 },
  range: { first: '2026-03-01T12:00:00+01:00', last: '2026-03-02T12:00:00+01:00' },
  records: 2,
  problems: [],
  problem_count: 0,
  csv: csv(),
  ...over,
});
const job = (p: Preview): ImportJob => ({
  id: 'j1',
  kind: 'csv',
  file_name: 'other.csv',
  size: 100,
  timezone: 'Europe/Paris',
  status: 'ready',
  stalled: false,
  preview: p,
  progress: { done: 0, added: 0, existing: 0, total: null },
  error: null,
  created_at: '2026-03-03T10:00:00Z',
  updated_at: '2026-03-03T10:00:00Z',
});

function renderPreview(p: Preview) {
  const onPreviewAgain = jest.fn();
  render(
    <ImportPreview job={job(p)} preview={p} busy={false} onConfirm={jest.fn()} onDiscard={jest.fn()} onPreviewAgain={onPreviewAgain} />,
  );
  return onPreviewAgain;
}

beforeEach(() => localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Paris'));
afterEach(() => localStorage.clear());

test('says what each column becomes and shows the first rows as they will be saved', () => {
  renderPreview(preview());
  const columns = screen.getByRole('region', { name: 'What each column becomes' });
  expect(
    within(columns)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Day → : the entry’s date, read day first',
    'Category → : the entry’s type',
    'Food Name → : not imported',
    'Steps → : not imported',
  ]);
  const examples = within(screen.getByRole('region', { name: 'The first rows as they will be saved' })).getAllByRole('listitem');
  expect(examples).toHaveLength(2);
  expect(examples[0]).toHaveTextContent(/Row 2 · Physical Activities · .*2026.*Steps: 8000 steps.*steps 8,000/);
  expect(examples[1]).toHaveTextContent(/Row 3 · Related Data/);
});

test('a suggested column set to None is left out; item name, value unit and a type for every row are sent', async () => {
  const onPreviewAgain = renderPreview(preview());
  expect(screen.getByLabelText('Rows without a type are')).toHaveValue('');
  expect(screen.queryByLabelText('Value unit (optional)')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Type (optional)'), '');
  await userEvent.selectOptions(screen.getByLabelText('Every row is'), 'physical-activities');
  await userEvent.selectOptions(screen.getByLabelText('Item name (optional)'), 'Food Name');
  await userEvent.selectOptions(screen.getByLabelText('Value (optional)'), 'Steps');
  const unit = screen.getByLabelText('Value unit (optional)');
  expect(unit).toHaveAccessibleDescription('The unit of every value: steps, kg, km, min, …');
  await userEvent.type(unit, ' steps ');
  await userEvent.click(screen.getByRole('button', { name: 'Preview again' }));
  expect(onPreviewAgain).toHaveBeenCalledWith({
    date: 'Day',
    item_name: 'Food Name',
    value: 'Steps',
    value_unit: 'steps',
    default_type: 'physical-activities',
  });
});

test('a unit typed and the value column then set to None is not sent', async () => {
  const onPreviewAgain = renderPreview(preview({ csv: csv({ mapping: { date: 'Day', value: 'Steps', value_unit: 'kg' } }) }));
  expect(screen.getByLabelText('Value unit (optional)')).toHaveValue('kg');
  await userEvent.selectOptions(screen.getByLabelText('Value (optional)'), '');
  await userEvent.click(screen.getByRole('button', { name: 'Preview again' }));
  expect(onPreviewAgain).toHaveBeenCalledWith({ date: 'Day' });
});

test('grouped problems: the count is of rows, and only problems no line holds are “more”', () => {
  renderPreview(
    preview({
      entries: 0,
      problem_count: 1040,
      problems: ['Rows 2–1,041: “22nd Sepp 2020” is not a date: 1,040 rows.'],
      problems_unlisted: 0,
      csv: csv({ examples: [] }),
    }),
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading')).toHaveTextContent('1,040 problems in the file');
  expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
  expect(within(alert).queryByText(/more/)).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'The first rows as they will be saved' })).not.toBeInTheDocument();
});

test('problems past the listed lines are counted as more', () => {
  renderPreview(preview({ problem_count: 30, problems: ['Rows 2–11: “x” is not a date: 10 rows.'], problems_unlisted: 20 }));
  expect(within(screen.getByRole('alert')).getByText('and 20 more')).toBeInTheDocument();
});

test('a recognised export offers columns of its own behind a disclosure, and sends the mapping chosen there', async () => {
  const recognised = csv({ kind: 'other-app', app: 'Fitbit daily activity', mapping: null, column_uses: [] });
  const onPreviewAgain = renderPreview(preview({ csv: recognised }));
  expect(screen.getByText('Recognised: Fitbit daily activity')).toBeInTheDocument();
  const instead = screen.getByText('Choose the columns yourself instead');
  expect(screen.getByLabelText('Date')).not.toBeVisible();
  await userEvent.click(instead);
  await userEvent.selectOptions(screen.getByLabelText('Date'), 'Day');
  await userEvent.selectOptions(screen.getByLabelText('Value (optional)'), 'Steps');
  await userEvent.click(screen.getByRole('button', { name: 'Preview again' }));
  expect(onPreviewAgain).toHaveBeenCalledWith({ date: 'Day', value: 'Steps' });
});
