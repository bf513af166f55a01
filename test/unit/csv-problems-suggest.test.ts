// A generic CSV's grouped problems and suggested mapping (issue 25, docs/IMPORT.md "CSV" and "A generic CSV"): alike
// problems one line with their rows, the lines limited and the rest counted; the suggestion reads header words in the
// major European languages and checks them against the first rows.
import { ProblemGroups } from '../../functions/imports/csv/csv-problems';
import { suggestMapping } from '../../functions/imports/csv/csv-suggest';

describe('grouped problems', () => {
  it('joins rows into ranges and lists, keeps a problem met once as it was, and lists whole-file problems as they are', () => {
    const groups = new ProblemGroups();
    for (const row of [2, 3, 4, 9, 11, 12]) groups.add(`Row ${row}: the date is empty.`);
    groups.add('Row 5: “x” is not a date.');
    groups.add('The file is odd.');
    expect(groups.lines()).toEqual(['The file is odd.', 'Rows 2–4, 9, 11–12: the date is empty: 6 rows.', 'Row 5: “x” is not a date.']);
    expect(groups).toMatchObject({ count: 8, unlisted: 0 });
  });

  it('keeps at most 12 ranges a line and 20 lines, counting the rest', () => {
    const groups = new ProblemGroups();
    for (let row = 2; row < 60; row += 2) groups.add(`Row ${row}: the date is empty.`);
    for (let kind = 0; kind < 25; kind++) groups.add(`Row 100: problem ${kind}.`);
    const lines = groups.lines();
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('Rows 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, …: the date is empty: 29 rows.');
    expect(groups).toMatchObject({ count: 29 + 25, unlisted: 6 });
  });

  it('counts a row with two alike problems once in its line', () => {
    const groups = new ProblemGroups();
    groups.add('Row 2: “a” is not a number.');
    groups.add('Row 2: “b” is not a number.');
    groups.add('Row 3: “c” is not a number.');
    expect(groups.lines()).toEqual(['Rows 2–3: “a” is not a number (2 rows alike, also “b”, “c”).']);
    expect(groups.count).toBe(3);
  });
});

describe('the suggested mapping', () => {
  it('reads header words in the major European languages', () => {
    expect(suggestMapping(['Fecha', 'Hora', 'Categoría', 'Nombre', 'Notas', 'Cantidad', 'Unidad'])).toEqual({
      date: 'Fecha',
      time: 'Hora',
      type: 'Categoría',
      itemName: 'Nombre',
      details: 'Notas',
      value: 'Cantidad',
      unit: 'Unidad',
    });
    expect(suggestMapping(['Dato', 'Tid', 'Navn', 'Værdi', 'Enhed'])).toEqual({
      date: 'Dato',
      time: 'Tid',
      itemName: 'Navn',
      value: 'Værdi',
      unit: 'Enhed',
    });
    expect(suggestMapping(['Data', 'Godzina', 'Nazwa', 'Ilość'])).toMatchObject({
      date: 'Data',
      time: 'Godzina',
      itemName: 'Nazwa',
      value: 'Ilość',
    });
    expect(suggestMapping(['Datum', 'Omschrijving', 'Waarde'])).toEqual({ date: 'Datum', details: 'Omschrijving', value: 'Waarde' });
    expect(suggestMapping(['ActivityDate', 'TotalSteps'])).toEqual({ date: 'ActivityDate' });
  });

  it('prefers the date column whose cells are dates, and takes a type or value column only when its cells fit', () => {
    const headers = ['date', 'full_date', 'Category', 'Amount', 'Food Name'];
    const rows = [
      ['September 22', '2020-09-22', 'Dairy and Egg Products', '1.00 cup', 'Milk'],
      ['September 23', '2020-09-23', 'Fruits', '1 medium', 'Apple'],
    ];
    expect(suggestMapping(headers, rows)).toEqual({ date: 'full_date', itemName: 'Food Name' });
    const fitting = [['September 22', '2020-09-22', 'Food', '250', 'Milk']];
    expect(suggestMapping(headers, fitting)).toEqual({ date: 'full_date', type: 'Category', value: 'Amount', itemName: 'Food Name' });
  });

  it('takes a column of written dates for the date when no header says so, never a column of plain numbers', () => {
    expect(suggestMapping(['when', 'n'], [['2026-03-01 07:30', '44096']])).toEqual({ date: 'when' });
    expect(suggestMapping(['n', 'what'], [['44096', 'tea']])).toEqual({ details: 'what' });
  });
});
