// A row says each fact once (issue 23): "Weight · Weight · Weight 72.4 kg" on the Logs page and "Stress 7/10" over
// "stress 7/10" on the dashboard repeated what the name, the type, the data details and the measures line all said.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryTypeOf } from '@shared/entry-types';
import { EntryEditModal, RecentEntriesTable } from '@/components/entries';
import { rowText, saidBy, wordsOf } from '../row-text';
import { entry, installApi, renderWithSwr } from './fixtures';

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
});

const weight = () =>
  entry({
    details: undefined,
    item_name: 'Weight',
    item_type: 'weight',
    data_details: 'Weight 72.4 kg',
    measures: { value: 72.4, unit: 'kg' },
  });
const stress = () => entry({ details: 'Stress 7/10', measures: { stress: 7 } });

test('words: a number apart from its unit, punctuation dropped, case ignored', () => {
  expect(wordsOf('Took 400mg ibuprofen.')).toEqual(['took', '400', 'mg', 'ibuprofen']);
  expect(wordsOf('Stress 7/10')).toEqual(['stress', '7/10']);
  expect(saidBy('stress 7/10', 'Stress 7/10')).toBe(true);
  expect(saidBy('28 min · 5 km', 'Ran 5 km')).toBe(false);
  expect(saidBy('', 'anything')).toBe(false);
});

test('a measures line the details already say is left out; one that adds something stays', () => {
  expect(rowText(stress(), 'metric')).toMatchObject({ name: 'Stress 7/10', measures: '' });
  expect(rowText(entry({ details: 'Stressful day', measures: { stress: 7 } }), 'metric').measures).toBe('stress 7/10');
  expect(rowText(entry({ details: 'Took 400mg ibuprofen', measures: { dose_amount: 400, dose_unit: 'mg' } }), 'metric').measures).toBe('');
  expect(rowText(entry({ details: 'Ibuprofen', measures: { dose_amount: 400, dose_unit: 'mg' } }), 'metric').measures).toBe('400 mg');
});

test("a related entry's type and data details only when the name and the measures do not say them, in either unit", () => {
  expect(rowText(weight(), 'metric')).toEqual({ name: 'Weight', type: '', measures: '72.4 kg', details: '' });
  expect(rowText(weight(), 'us')).toEqual({ name: 'Weight', type: '', measures: '159.6 lb', details: '' });
  const bp = entry({
    details: undefined,
    item_name: 'Morning BP',
    item_type: 'blood_pressure',
    data_details: 'seated, left arm',
    measures: { systolic: 118, diastolic: 76 },
  });
  expect(rowText(bp, 'metric')).toEqual({
    name: 'Morning BP',
    type: 'Blood pressure',
    measures: '118/76 mmHg',
    details: 'seated, left arm',
  });
});

test('the Logs page row of a weight says "Weight" once, with its value once', async () => {
  installApi(({ method, path }) => (method === 'GET' && path.endsWith('/') ? { status: 200, body: [weight()] } : undefined));
  renderWithSwr(<EntryEditModal entryType={entryTypeOf('related-data')} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Related Data logs' });
  const row = (await within(dialog).findByText('Weight')).closest('tr')!;
  const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
  expect(cells.join(' | ').match(/weight/gi)).toHaveLength(1);
  expect(cells.join(' | ').match(/72\.4|159\.6/g)).toHaveLength(1);
  expect(within(row).getByText('159.6 lb')).toHaveClass('entry-measures');
  // No Type column: a type the name does not say sits under the name.
  expect(within(dialog).queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
});

test('a dashboard row of "Stress 7/10" says it once, and its date over its time', () => {
  renderWithSwr(<RecentEntriesTable collection="mood-stress" caption="Mood" loading={false} rows={1} entries={[stress()]} />);
  const row = screen.getByText('Stress 7/10').closest('tr')!;
  expect(row.textContent!.match(/stress/gi)).toHaveLength(1);
  expect(row.querySelector('.entry-measures')).toBeNull();
  // The one date format's text (the comma kept for screen readers), the date and the time each on a line.
  const time = within(row).getByText((_, element) => element?.tagName === 'TIME');
  expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  expect(time.querySelectorAll('.entry-when-part')).toHaveLength(2);
});

test('details longer than a dashboard row are reachable: the cut text opens in place, by click or keyboard', async () => {
  const long = 'Took 400mg ibuprofen after lunch for a headache that started during the morning meeting';
  // jsdom lays nothing out: the clamped text is given more height than its box shows.
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('entry-text-clamp') ? 60 : 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('entry-text-clamp') ? 20 : 0;
    }),
  ];
  try {
    renderWithSwr(
      <RecentEntriesTable collection="supplements" caption="Supplements" loading={false} rows={1} entries={[entry({ details: long })]} />,
    );
    const text = screen.getByRole('button', { name: long });
    expect(text).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveAttribute('title', long);
    text.focus();
    await userEvent.keyboard('{Enter}');
    expect(text).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(text);
    expect(text).toHaveAttribute('aria-expanded', 'false');
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
});
