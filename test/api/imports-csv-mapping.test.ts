// A generic CSV's mapping over HTTP (issue 25, docs/IMPORT.md "A generic CSV"): "None" means none, a row with nothing
// to import is a problem, the mapping sets a constant type, a value unit and an item-name column, identical problems
// are one line with their rows, dates in words and numbers are read, and the preview says what each column becomes.
import { signedInAccount } from './support/accounts';
import { confirmImport, keptEntries, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const listOf = async (token: string, collection: string) =>
  (await request('GET', `/api/${collection}/?limit=500`, { token })).body as Record<string, unknown>[];

describe('generic CSV mapping', () => {
  it('takes the person’s mapping as it is: a column left at None is not read, even when it was suggested', async () => {
    const { access } = await signedInAccount();
    const id = await uploadImport(access, 'csv', csv(['Date,Type,Notes', '2026-03-01,Weight,porridge', '2026-03-02,Sleep,toast']));
    const suggested = await previewImport(access, id);
    expect(suggested.preview?.csv?.mapping).toMatchObject({ date: 'Date', type: 'Type' });
    const mapped = await previewImport(access, id, { date: 'Date', details: 'Notes', default_type: 'food-drinks' });
    expect(mapped.preview).toMatchObject({ entries: 2, problem_count: 0, by_type: { 'food-drinks': 2 } });
    expect(mapped.preview?.csv?.mapping).toEqual({ date: 'Date', details: 'Notes', default_type: 'food-drinks' });
  });

  it('asks for the date column when no column is named or filled like one', async () => {
    const { access } = await signedInAccount();
    const job = await previewImport(access, await uploadImport(access, 'csv', csv(['what,amount', 'coffee,250'])));
    expect(job.preview).toMatchObject({ entries: 0, problem_count: 1, csv: { columns: ['what', 'amount'], mapping: null } });
    expect(job.preview?.problems).toEqual(['The file has no date column: choose which of its columns holds the date.']);
    expect((await request('POST', `/api/imports/${job.id}/confirm/`, { token: access })).status).toBe(400);
  });

  it('refuses rows that hold only a date, as one grouped problem, and writes nothing', async () => {
    const { access } = await signedInAccount();
    const rows = Array.from({ length: 30 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')},${1000 + i},55`);
    const id = await uploadImport(access, 'csv', csv(['Date,Move Minutes count,Heart Points', ...rows]));
    const job = await previewImport(access, id);
    expect(job.preview).toMatchObject({ entries: 0, problem_count: 30 });
    expect(job.preview?.problems).toEqual([
      'Rows 2–31: nothing to import: map a column that holds what happened (Details, Item name, Value or Type): 30 rows.',
    ]);
    expect((await request('POST', `/api/imports/${id}/confirm/`, { token: access })).status).toBe(400);
  });

  it('gives every row a constant type and the value column a unit: steps become a steps measure', async () => {
    const { access } = await signedInAccount();
    const file = csv(['ActivityDate,TotalSteps,Category', '4/12/2016,13162,Food', '4/13/2016,10735,Food']);
    const id = await uploadImport(access, 'csv', file, 'America/Chicago');
    const job = await previewImport(access, id, {
      date: 'ActivityDate',
      value: 'TotalSteps',
      value_unit: 'steps',
      default_type: 'physical-activities',
    });
    expect(job.preview).toMatchObject({ entries: 2, problem_count: 0, by_type: { 'physical-activities': 2 } });
    expect(job.preview?.csv?.column_uses).toEqual([
      { column: 'ActivityDate', use: 'the entry’s date, read month first' },
      { column: 'TotalSteps', use: 'steps (a measure)' },
      { column: 'Category', use: 'not imported' },
    ]);
    expect(job.preview?.csv?.examples).toEqual([
      { row: 2, type: 'Physical Activities', time: '2016-04-12T12:00:00-05:00', text: 'TotalSteps: 13162 steps', measures: 'steps 13,162' },
      { row: 3, type: 'Physical Activities', time: '2016-04-13T12:00:00-05:00', text: 'TotalSteps: 10735 steps', measures: 'steps 10,735' },
    ]);
    expect(await confirmImport(access, id)).toMatchObject({ status: 'done', progress: { added: 2 } });
    const saved = await listOf(access, 'physical-activities');
    expect(saved.map((entry) => entry.measures).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      expect.objectContaining({ steps: 10735 }),
      expect.objectContaining({ steps: 13162 }),
    ]);
  });

  it('a weight column with the unit kg becomes related data “weight” in kg', async () => {
    const { access } = await signedInAccount();
    const id = await uploadImport(access, 'csv', csv(['Date,Weight,BMI', '2026-02-01,72.5,23.1']));
    const job = await previewImport(access, id, { date: 'Date', value: 'Weight', value_unit: 'kg' });
    expect(job.preview).toMatchObject({ entries: 1, problem_count: 0, by_type: { 'related-data': 1 } });
    await confirmImport(access, id);
    const [weight] = await keptEntries(access, 'related-data');
    expect(weight).toMatchObject({ item_type: 'weight', item_name: 'Weight', measures: { value: 72.5, unit: 'kg' } });
  });

  it('names each row by its item-name column (a food name), and suggests that column over a category', async () => {
    const { access } = await signedInAccount();
    const file = csv([
      'Day,Meal Group,Food Name,Amount,Category',
      '2026-03-01,Breakfast,Oatmeal,1.00 cup,Cereal Grains and Pasta',
      '2026-03-01,Lunch,Apple,1 medium,Fruits and Fruit Juices',
    ]);
    const id = await uploadImport(access, 'csv', file);
    const suggested = await previewImport(access, id);
    expect(suggested.preview?.csv?.mapping).toEqual({ date: 'Day', item_name: 'Food Name' });
    const mapped = await previewImport(access, id, { date: 'Day', item_name: 'Food Name', details: 'Amount', default_type: 'food-drinks' });
    expect(mapped.preview).toMatchObject({ entries: 2, problem_count: 0, by_type: { 'food-drinks': 2 } });
    await confirmImport(access, id);
    const texts = (await listOf(access, 'food-drinks')).map((entry) => entry.details).sort();
    expect(texts).toEqual(['Apple: 1 medium', 'Oatmeal: 1.00 cup']);

    const other = await uploadImport(access, 'csv', file);
    await previewImport(access, other, { date: 'Day', item_name: 'Food Name', value: 'Amount' });
    await confirmImport(access, other);
    expect((await keptEntries(access, 'related-data')).map((entry) => entry.item_name).sort()).toEqual(['Apple', 'Oatmeal']);
  });

  it('groups identical problems into one line with their rows', async () => {
    const { access } = await signedInAccount();
    const rows = Array.from({ length: 30 }, (_, i) => {
      const row = i + 2;
      const bad = row <= 9 || row === 14 || (row >= 20 && row <= 31);
      return `${bad ? 'soon' : '2026-01-05'},tea`;
    });
    const id = await uploadImport(access, 'csv', csv(['Date,Details', ...rows]));
    const job = await previewImport(access, id);
    expect(job.preview).toMatchObject({ problem_count: 21, problems: ['Rows 2–9, 14, 20–31: “soon” is not a date: 21 rows.'] });
  });

  it('groups rows whose dates are wrong the same way, showing the first', async () => {
    const { access } = await signedInAccount();
    const rows = Array.from({ length: 1040 }, (_, i) => `${(i % 28) + 1}th Sepp 2020,tea`);
    const id = await uploadImport(access, 'csv', csv(['Date,Details', ...rows]));
    const job = await previewImport(access, id);
    expect(job.preview).toMatchObject({ problem_count: 1040 });
    expect(job.preview?.problems).toEqual([
      'Rows 2–1,041: “1th Sepp 2020” is not a date (1,040 rows alike, also “2th Sepp 2020”, “3th Sepp 2020”, “4th Sepp 2020”, …).',
    ]);
  });

  it('says when a date is none in the date order used', async () => {
    const { access } = await signedInAccount();
    const id = await uploadImport(access, 'csv', csv(['Date,Details', '02/13/2026,tea', '13/02/2026,tea', '14/02/2026,tea']));
    const job = await previewImport(access, id, { date: 'Date', details: 'Details', date_order: 'MDY' });
    expect(job.preview?.problems).toEqual([
      'Rows 3–4: “13/02/2026” is not a date in the order month/day/year (2 rows alike, also “14/02/2026”).',
    ]);
  });

  it('reads dates in words, Unix seconds and Excel serial days', async () => {
    const { access } = await signedInAccount();
    const file = csv(['Date,Details', '22nd Sep 2020,a', '"Sep 22, 2020",b', '22 September 2020 10:00 pm,c', '1600812000,d', '44096.25,e']);
    const id = await uploadImport(access, 'csv', file, 'Europe/Berlin');
    const job = await previewImport(access, id, { date: 'Date', details: 'Details', default_type: 'mood-stress' });
    expect(job.preview).toMatchObject({ entries: 5, problem_count: 0 });
    await confirmImport(access, id);
    const times = Object.fromEntries((await listOf(access, 'mood-stress')).map((entry) => [entry.details, entry.calculated_timestamp]));
    expect(times).toEqual({
      a: '2020-09-22T12:00:00+02:00',
      b: '2020-09-22T12:00:00+02:00',
      c: '2020-09-22T22:00:00+02:00',
      d: '2020-09-23T00:00:00+02:00',
      e: '2020-09-22T06:00:00+02:00',
    });
  });

  it('reads dates that read both ways in the account’s date order when the mapping has none', async () => {
    const { access } = await signedInAccount();
    expect((await request('PUT', '/api/auth/profile/update/', { token: access, body: { date_order: 'DMY' } })).status).toBe(200);
    const id = await uploadImport(access, 'csv', csv(['Date,Details', '03/01/2026,tea', '04/02/2026,tea']));
    const job = await previewImport(access, id);
    expect(job.preview).toMatchObject({ entries: 2, problem_count: 0, range: { first: '2026-01-03T12:00:00+00:00' } });
    expect(job.preview?.csv?.mapping).toMatchObject({ date_order: 'DMY' });
  });

  it('suggests the column whose cells are full dates, and date headers in other languages', async () => {
    const { access } = await signedInAccount();
    const daylio = csv(['date,full_date,weekday,mood,note', 'September 22,2020-09-22,Tuesday,good,walk']);
    const first = await previewImport(access, await uploadImport(access, 'csv', daylio));
    expect(first.preview?.csv?.mapping).toMatchObject({ date: 'full_date' });
    for (const [header, date] of [
      ['Dato', '22.09.2020'],
      ['ActivityDate', '9/22/2020'],
      ['Datum', '22.09.2020'],
      ['Data', '22/09/2020'],
      ['Fecha', '22/09/2020'],
      ['Päivämäärä', '22.9.2020'],
    ]) {
      const job = await previewImport(access, await uploadImport(access, 'csv', csv([`${header};Notiz`, `${date};Kaffee`])));
      expect(job.preview?.csv?.mapping).toMatchObject({ date: header });
      expect(job.preview).toMatchObject({ entries: 1, problem_count: 0, range: { first: '2020-09-22T12:00:00+00:00' } });
    }
  });
});
