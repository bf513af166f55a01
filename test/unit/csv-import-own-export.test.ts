// The app's own CSV export read back (docs/IMPORT.md "CSV"): rows written by the export's own functions give back
// the entry bodies they came from, through quoting, line breaks, formula escapes, unicode and measures.
import { Readable } from 'node:stream';
import { CSV_COLUMNS, SUBJECT_SEPARATOR, csvValues } from '../../functions/export/csv-columns';
import type { StoredEntry } from '../../functions/data/entries';
import { importCsv, previewCsv } from '../../functions/imports/csv/import-csv';
import { unescapeCell } from '../../functions/imports/csv/own-export-row';
import { UTF8_BOM, csvCell, csvLine } from '../../shared/csv-format';
import { entryRequestSchema } from '../../shared/schemas/entries';

const base = (id: string, collection: StoredEntry['collection'], iso: string, zone: string, offset: number) => ({
  userId: 'u1',
  collection,
  id,
  utc_time: new Date(iso).toISOString(),
  calculated_timestamp: iso,
  device_timezone: zone,
  device_offset_minutes: offset,
  created_at: '2026-03-02T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
  version: 1,
  image_url: null,
  user_input_log: null,
  notes: '',
});

const STORED: StoredEntry[] = [
  {
    ...base('01A', 'user-inputs', '2026-03-01T07:59:00-05:00', 'America/New_York', -300),
    raw_text: 'coffee, "oat", milk',
    timezone: 'America/New_York',
  },
  {
    ...base('01B', 'food-drinks', '2026-03-01T08:00:00-05:00', 'America/New_York', -300),
    details: 'Coffee, "flat white"\nwith oat milk ☕ 🍓',
    notes: 'line one\r\nline two',
    user_input_log: '01A',
    measures: { volume_ml: 250, caffeine: true, servings: 1.5 },
    subjects: ['coffee', 'oat milk'],
  },
  {
    ...base('01C', 'mood-stress', '2026-03-01T22:10:00+09:00', 'Asia/Tokyo', 540),
    details: '=1+1',
    notes: '-2 worse',
    measures: { mood: 3, stress: 8 },
  },
  {
    ...base('01D', 'sleep', '2026-03-02T07:00:00+01:00', 'Europe/Berlin', 60),
    details: '@night',
    measures: { duration_min: 450, bedtime: '23:30', wake_time: '07:00', quality: 4 },
  },
  {
    ...base('01E', 'related-data', '2026-03-02T09:00:00-08:00', 'America/Los_Angeles', -480),
    item_name: 'Weight',
    item_type: 'weight',
    data_details: '+72.4 kg, morning',
    measures: { value: 72.4, unit: 'kg' },
  },
  {
    ...base('01F', 'physical-activities', '2026-03-03T18:00:00Z', 'UTC', 0),
    details: '\tRun, Ölberg',
    measures: { distance_km: 5.2, steps: 6400, intensity: 'vigorous', duration_min: 31.5 },
  },
  {
    ...base('01G', 'supplements', '2026-03-03T20:00:00Z', 'UTC', 0),
    details: 'Magnesium',
    measures: { dose_amount: 400, dose_unit: 'mg' },
  },
  {
    ...base('01H', 'test-subjects', '2026-03-04T10:00:00Z', 'UTC', 0),
    details: 'Headache',
    notes: "'quoted already",
    measures: { severity: 0 },
  },
];

const file = (entries: StoredEntry[]) => UTF8_BOM + csvLine(CSV_COLUMNS) + entries.map((entry) => csvLine(csvValues(entry))).join('');
/** The file in 7-byte chunks: quotes, CRLFs and multi-byte characters are cut across chunks. */
const stream = (text: string) => {
  const bytes = Buffer.from(text);
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7)));
};

/** What the entries API was given for the stored entry. */
function bodyOf(entry: StoredEntry): Record<string, unknown> {
  const fields = entry.collection === 'related-data' ? ['item_name', 'item_type', 'data_details'] : ['details'];
  const body: Record<string, unknown> = {
    calculated_timestamp: entry.calculated_timestamp,
    device_timezone: entry.device_timezone,
    device_offset_minutes: entry.device_offset_minutes,
    ...Object.fromEntries(fields.map((f) => [f, entry[f as keyof StoredEntry]])),
  };
  if (entry.notes) body.notes = entry.notes;
  if (entry.user_input_log) body.user_input_log = entry.user_input_log;
  if (entry.measures) body.measures = entry.measures;
  if (entry.subjects) body.subjects = entry.subjects;
  return body;
}

test('every entry of an export comes back as the body it was written from; user inputs are counted, not imported', async () => {
  const batches = [];
  for await (const batch of importCsv(stream(file(STORED)), { zone: 'Europe/Paris', batchSize: 3 })) batches.push(batch);
  expect(batches.map((b) => b.entries.length)).toEqual([3, 3, 1]);
  expect(batches.at(-1)).toMatchObject({ rowsRead: 8, entriesSoFar: 7 });
  const entries = batches.flatMap((b) => b.entries);
  const expected = STORED.filter((entry) => entry.collection !== 'user-inputs');
  expect(entries.map((e) => e.collection)).toEqual(expected.map((entry) => entry.collection));
  expect(entries.map((e) => e.entry)).toEqual(expected.map(bodyOf));
  expect(entries.map((e) => e.sourceKey)).toEqual(expected.map((entry) => `export/${entry.id}`));
  for (const { collection, entry, source } of entries) {
    expect(source).toBe('csv');
    expect(entryRequestSchema(collection).safeParse(entry).success).toBe(true);
  }
});

test('the formula escape is taken off exactly where the export put it', () => {
  for (const text of ['=1+1', '+1', '-2', '@x', '\tTab', '\rCR', 'plain', "it's", "'quoted already"]) {
    const cell = csvCell(text).replace(/^"|"$/g, '').replaceAll('""', '"');
    expect(unescapeCell(cell)).toBe(text);
  }
  expect(SUBJECT_SEPARATOR).toBe('; ');
});

test('the preview of an export counts its types and spans its times', async () => {
  const preview = await previewCsv(stream(file(STORED)), { zone: 'Europe/Paris' });
  expect(preview).toMatchObject({
    kind: 'app-export',
    rows: 8,
    entries: 7,
    userInputs: 1,
    problemCount: 0,
    byType: {
      'food-drinks': 1,
      'mood-stress': 1,
      sleep: 1,
      'related-data': 1,
      'physical-activities': 1,
      supplements: 1,
      'test-subjects': 1,
    },
    range: { first: '2026-03-01T08:00:00-05:00', last: '2026-03-04T10:00:00Z' },
  });
  expect(preview.columns).toEqual([...CSV_COLUMNS]);
});

test('an export row the entries API would refuse is a problem naming its row, and the import stops there', async () => {
  const bad: StoredEntry = { ...STORED[6], measures: { dose_amount: 400, dose_unit: 'spoonful' } as unknown as StoredEntry['measures'] };
  const preview = await previewCsv(stream(file([STORED[1], bad])), { zone: 'UTC' });
  expect(preview.problems).toEqual(['Row 3: dose_unit must be one of: mg, mcg, g, IU, ml, drop, tablet, capsule, puff, scoop, unit.']);
  await expect(importCsv(stream(file([STORED[1], bad])), { zone: 'UTC' }).next()).rejects.toThrow('Row 3: dose_unit must be one of');
});
