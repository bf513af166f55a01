// A generic CSV's types and values (docs/IMPORT.md "CSV"): type names matched to the seven entry types, value and unit
// as measures in canonical units, source keys that make a second import of the same file write nothing new.
import { Readable } from 'node:stream';
import { importCsv, previewCsv, type CsvMapping } from '../../functions/imports/csv/import-csv';
import { suggestMapping } from '../../functions/imports/csv/csv-suggest';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import { entryRequestSchema } from '../../shared/schemas/entries';

const NOW = new Date('2026-06-01T12:00:00Z');
const stream = (text: string) => Readable.from([Buffer.from(text)]);

async function entriesOf(text: string, mapping?: Partial<CsvMapping>): Promise<ImportedEntry[]> {
  const entries: ImportedEntry[] = [];
  // A partial mapping is the person's changes to the suggested one, as the page sends it whole.
  const whole = mapping && ({ ...suggestMapping(text.split('\n')[0].split(/[,;]/)), ...mapping } as CsvMapping);
  for await (const batch of importCsv(stream(text), { zone: 'Europe/London', mapping: whole, now: NOW })) entries.push(...batch.entries);
  for (const { collection, entry } of entries) expect(entryRequestSchema(collection).safeParse(entry).success).toBe(true);
  return entries;
}

const CSV = `Date,Category,Description,Amount,Unit
2026-03-01 07:00,Sleep,Night,7.5,h
2026-03-01 08:00,Food,Water,500,ml
2026-03-01 08:05,drinks,Coffee,8,fl oz
2026-03-01 09:00,Medication,Magnesium,400,mg
2026-03-01 10:00,Workout,Morning run,5,km
2026-03-01 10:30,exercise,Walk,3,miles
2026-03-01 11:00,Steps,,8000,
2026-03-01 12:00,Mood,Calm,7,
2026-03-01 13:00,Symptom,Headache,,
2026-03-01 14:00,Weight,,160,lb
2026-03-01 15:00,Blood pressure,,120/80,mmHg
2026-03-01 16:00,Glucose,Fasting,99,mg/dL
2026-03-01 17:00,Food,Apples,two,pieces
`;

test('the headers suggest the mapping', () => {
  expect(suggestMapping(['Date', 'Category', 'Description', 'Amount', 'Unit'])).toEqual({
    date: 'Date',
    type: 'Category',
    details: 'Description',
    value: 'Amount',
    unit: 'Unit',
  });
  expect(suggestMapping(['Datum', 'Uhrzeit', 'Notiz'])).toEqual({ date: 'Datum', time: 'Uhrzeit', details: 'Notiz' });
});

test('types are matched by name or synonym, and value and unit become measures where one fits', async () => {
  const entries = await entriesOf(CSV);
  expect(entries.map((e) => [e.collection, e.entry])).toEqual([
    ['sleep', expect.objectContaining({ details: 'Night', measures: { duration_min: 450 } })],
    ['food-drinks', expect.objectContaining({ details: 'Water', measures: { volume_ml: 500 } })],
    ['food-drinks', expect.objectContaining({ details: 'Coffee', measures: { volume_ml: 236.6 } })],
    ['supplements', expect.objectContaining({ details: 'Magnesium', measures: { dose_amount: 400, dose_unit: 'mg' } })],
    ['physical-activities', expect.objectContaining({ details: 'Morning run', measures: { distance_km: 5 } })],
    ['physical-activities', expect.objectContaining({ details: 'Walk', measures: { distance_km: 4.828 } })],
    ['physical-activities', expect.objectContaining({ details: 'Steps: 8000', measures: { steps: 8000 } })],
    ['mood-stress', expect.objectContaining({ details: 'Calm', measures: { mood: 7 } })],
    ['test-subjects', expect.objectContaining({ details: 'Headache' })],
    [
      'related-data',
      expect.objectContaining({
        item_type: 'weight',
        item_name: 'Weight',
        data_details: 'Weight: 160 lb',
        measures: { value: 72.57, unit: 'kg' },
      }),
    ],
    ['related-data', expect.objectContaining({ item_type: 'blood_pressure', measures: { systolic: 120, diastolic: 80 } })],
    ['related-data', expect.objectContaining({ item_type: 'glucose', item_name: 'Fasting', measures: { value: 5.5, unit: 'mmol/L' } })],
    ['food-drinks', expect.objectContaining({ details: 'Apples (two pieces)' })],
  ]);
  expect(entries[0].entry).toMatchObject({ calculated_timestamp: '2026-03-01T07:00:00+00:00', device_timezone: 'Europe/London' });
});

test('without a type column the default type is used; a semicolon file with decimal commas reads', async () => {
  const entries = await entriesOf('Datum;Wert;Einheit\n01.03.2026;72,5;kg\n', { defaultType: 'related-data', dateOrder: 'DMY' });
  expect(entries[0]).toMatchObject({
    collection: 'related-data',
    entry: { calculated_timestamp: '2026-03-01T12:00:00+00:00', measures: { value: 72.5, unit: 'kg' } },
  });
  const food = await entriesOf('day,text\n2026-03-01,Porridge\n', { defaultType: 'food-drinks' });
  expect(food.map((e) => [e.collection, (e.entry as { details?: string }).details])).toEqual([['food-drinks', 'Porridge']]);
});

test('a measure out of range is a problem naming its row', async () => {
  const preview = await previewCsv(stream('date,type,value,unit\n2026-03-01,steps,900000,steps\n'), { zone: 'UTC', now: NOW });
  expect(preview.problems).toEqual(['Row 2: steps must be between 0 and 200000.']);
});

test('the same file imported twice gives the same source keys; the same row twice in a file is two entries', async () => {
  const csv = 'date,details\n2026-03-01,coffee\n2026-03-01,coffee\n2026-03-02,tea\n';
  const first = (await entriesOf(csv, { defaultType: 'food-drinks' })).map((e) => e.sourceKey);
  const again = (await entriesOf(csv, { defaultType: 'food-drinks' })).map((e) => e.sourceKey);
  expect(again).toEqual(first);
  expect(new Set(first).size).toBe(3);
  expect(first[1]).toBe(`${first[0]}#2`);
  // The same row in another file (other columns around it) keeps its key.
  const other = await entriesOf('note,date,details\nx,2026-03-02,tea\n', { date: 'date', details: 'details', defaultType: 'food-drinks' });
  expect(other[0].sourceKey).toBe(first[2]);
});

test('the preview counts rows per type and spans the dates before anything is written', async () => {
  const preview = await previewCsv(stream(CSV), { zone: 'Europe/London', now: NOW });
  expect(preview).toMatchObject({
    kind: 'generic',
    columns: ['Date', 'Category', 'Description', 'Amount', 'Unit'],
    mapping: { date: 'Date', type: 'Category', details: 'Description', value: 'Amount', unit: 'Unit' },
    rows: 13,
    entries: 13,
    byType: {
      sleep: 1,
      'food-drinks': 3,
      supplements: 1,
      'physical-activities': 3,
      'mood-stress': 1,
      'test-subjects': 1,
      'related-data': 3,
    },
    range: { first: '2026-03-01T07:00:00+00:00', last: '2026-03-01T17:00:00+00:00' },
    problemCount: 0,
  });
  expect(preview.sample).toHaveLength(5);
});
