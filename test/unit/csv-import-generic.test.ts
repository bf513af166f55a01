// A generic CSV read through a column mapping (docs/IMPORT.md "CSV"): dates in the person's zone and date order,
// types matched to the seven entry types, value and unit as measures, clear messages naming the row.
import { Readable } from 'node:stream';
import { importCsv, previewCsv, type CsvMapping } from '../../functions/imports/csv/import-csv';
import { CSV_LIMITS } from '../../functions/imports/csv/csv-rows';
import { suggestMapping } from '../../functions/imports/csv/csv-suggest';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import { entryRequestSchema } from '../../shared/schemas/entries';

const NOW = new Date('2026-06-01T12:00:00+00:00');
const stream = (text: string) => Readable.from([Buffer.from(text)]);

async function entriesOf(text: string, zone: string, mapping?: Partial<CsvMapping>): Promise<ImportedEntry[]> {
  const entries: ImportedEntry[] = [];
  // A partial mapping is the person's changes to the suggested one, as the page sends it whole.
  const whole =
    mapping &&
    ({
      ...suggestMapping(
        text
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0]
          .split(/[,;]/),
      ),
      ...mapping,
    } as CsvMapping);
  for await (const batch of importCsv(stream(text), { zone, mapping: whole, now: NOW })) entries.push(...batch.entries);
  for (const { collection, entry } of entries) expect(entryRequestSchema(collection).safeParse(entry).success).toBe(true);
  return entries;
}
const times = (entries: ImportedEntry[]) => entries.map((e) => e.entry.calculated_timestamp);

describe('dates', () => {
  it('reads US dates month first in Los Angeles, at the edges of the day', async () => {
    const csv = 'Date,Time,Type,Details\n03/01/2026,11:59 PM,food,Late snack\n03/02/2026,12:00 AM,food,Midnight tea\n';
    const entries = await entriesOf(csv, 'America/Los_Angeles', { dateOrder: 'MDY' });
    expect(times(entries)).toEqual(['2026-03-01T23:59:00-08:00', '2026-03-02T00:00:00-08:00']);
  });

  it('reads day-first dates in Tokyo, found from a day over 12 when no order is given', async () => {
    const csv = '\uFEFFdate;type;details\r\n01/03/2026 00:15;sleep;Went to bed\r\n13/03/2026 23:45;sleep;"Late,\r\nagain"\r\n';
    const entries = await entriesOf(csv, 'Asia/Tokyo');
    expect(times(entries)).toEqual(['2026-03-01T00:15:00+09:00', '2026-03-13T23:45:00+09:00']);
    expect(entries[1].entry).toMatchObject({ details: 'Late,\r\nagain', device_timezone: 'Asia/Tokyo' });
  });

  it('reads ISO dates with and without an offset, and a date alone at noon', async () => {
    const csv = 'date,details\n2026-03-01 08:00,a\n2026-03-01T08:00:00Z,b\n2026/03/02,c\n2026-03-08 02:30,d\n';
    const entries = await entriesOf(csv, 'America/New_York', { defaultType: 'food-drinks' });
    // 02:30 on the spring-forward day does not exist in New York: it moves forward by the gap.
    expect(times(entries)).toEqual([
      '2026-03-01T08:00:00-05:00',
      '2026-03-01T03:00:00-05:00',
      '2026-03-02T12:00:00-05:00',
      '2026-03-08T03:30:00-04:00',
    ]);
  });

  it('asks for the date order when every date reads both ways', async () => {
    const preview = await previewCsv(stream('date,details\n03/01/2026,a\n04/02/2026,b\n'), { zone: 'UTC', now: NOW });
    expect(preview.problems).toEqual([
      'Rows 2–3: “03/01/2026” reads as two dates: choose day/month/year or month/day/year (2 rows alike, also “04/02/2026”).',
    ]);
    const chosen = await previewCsv(stream('date,details\n03/01/2026,a\n04/02/2026,b\n'), {
      zone: 'UTC',
      now: NOW,
      mapping: { date: 'date', details: 'details', dateOrder: 'DMY' },
    });
    expect(chosen.range).toEqual({ first: '2026-01-03T12:00:00+00:00', last: '2026-02-04T12:00:00+00:00' });
  });

  it('names the row of a date that does not parse, and the import writes nothing', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')},ok`);
    const csv = ['date,details', ...rows, '31/02/2026,bad', '2026-02-28,ok'].join('\n');
    const preview = await previewCsv(stream(csv), { zone: 'UTC', now: NOW });
    expect(preview.problems).toEqual(['Row 12: “31/02/2026” is not a date.']);
    expect(preview).toMatchObject({ rows: 12, entries: 11, problemCount: 1 });
    const batches = importCsv(stream(csv), { zone: 'UTC', now: NOW, batchSize: 100 });
    await expect(batches.next()).rejects.toThrow('Row 12: “31/02/2026” is not a date.');
  });

  it('refuses a date in the future: a log is of the past', async () => {
    const preview = await previewCsv(stream('date,details\n2026-06-01,today\n2026-06-02 08:00,tomorrow\n'), { zone: 'UTC', now: NOW });
    expect(preview.problems).toEqual(['Row 3: “2026-06-02 08:00” is in the future: a log is of the past.']);
    expect(preview.sample[0].entry.calculated_timestamp).toBe('2026-06-01T12:00:00+00:00');
  });

  it('at 01:30 in Los Angeles, a date-only row of today is placed now, not at a noon still to come', async () => {
    const now = new Date('2026-06-01T01:30:00-07:00');
    const csv = 'date,details\n2026-06-01,today\n2026-05-31 23:30,last night\n2026-06-01 03:00,in an hour and a half\n';
    const preview = await previewCsv(stream(csv), { zone: 'America/Los_Angeles', now });
    expect(preview.problems).toEqual(['Row 4: “2026-06-01 03:00” is in the future: a log is of the past.']);
    expect(preview.sample.map((item) => item.entry.calculated_timestamp)).toEqual([
      '2026-06-01T01:30:00-07:00',
      '2026-05-31T23:30:00-07:00',
    ]);
  });

  it('at 23:30 in Tokyo, today ends at midnight there, not in UTC', async () => {
    const now = new Date('2026-06-01T23:30:00+09:00');
    const csv = 'date,details\n2026-06-01,today\n2026-06-01 23:00,half an hour ago\n2026-06-02 01:00,tomorrow\n';
    const preview = await previewCsv(stream(csv), { zone: 'Asia/Tokyo', now });
    expect(preview.problems).toEqual(['Row 4: “2026-06-02 01:00” is in the future: a log is of the past.']);
    expect(preview.sample.map((item) => item.entry.calculated_timestamp)).toEqual([
      '2026-06-01T12:00:00+09:00',
      '2026-06-01T23:00:00+09:00',
    ]);
  });
});

describe('the file', () => {
  it('without a date column is refused with a clear message', async () => {
    await expect(previewCsv(stream('what,amount\ncoffee,1\n'), { zone: 'UTC' })).rejects.toThrow(
      'The file has no date column: choose which of its columns holds the date.',
    );
  });

  it('with a mapping naming a column it does not have is refused', async () => {
    await expect(previewCsv(stream('when,what\n2026-01-01,x\n'), { zone: 'UTC', mapping: { date: 'Date' } })).rejects.toThrow(
      'The file has no column “Date”.',
    );
  });

  it('that csv-parse cannot read (an unclosed quote) is refused in plain words naming the row, never the parser’s text', async () => {
    const preview = previewCsv(stream('date,details\n2026-01-01,"never closed\n2026-01-02,x\n'), { zone: 'UTC', now: NOW });
    await expect(preview).rejects.toThrow(
      'Row 2 has a quote (") that is never closed: check the file was saved as CSV (comma- or semicolon-separated text).',
    );
  });

  it.each([
    ['a quote in the middle of a quoted value', 'date,details\n2026-01-01,x\n2026-01-02,"say "hi" there"\n'],
    ['a character after a closing quote', 'date,details\n2026-01-01,x\n2026-01-02,"closed"x\n'],
  ])('with %s is refused naming its row, never the parser’s text', async (_case, csv) => {
    const failure = previewCsv(stream(csv), { zone: 'UTC', now: NOW }).catch((error: Error) => error.message);
    const message = await failure;
    expect(message).toBe(
      'Row 3 has a quote (") in the middle of a value: a quote inside a quoted value is written twice (""); ' +
        'check the file was saved as CSV (comma- or semicolon-separated text).',
    );
    expect(message).not.toMatch(/Invalid Closing Quote|trimable|at line/);
  });

  it('whose row is longer than a row may be is refused in words (an unclosed quote early in a large file)', async () => {
    const csv = 'date,details\n2026-01-01,"' + 'x'.repeat(1_000_010) + '\n2026-01-02,y\n';
    await expect(previewCsv(stream(csv), { zone: 'UTC', now: NOW })).rejects.toThrow(
      /^Row 2 is longer than 1,000,000 characters, more than a row of health data holds \(a quote that is never closed makes the rest of the file one row\): check the file was saved as CSV/,
    );
  });

  it('that is empty is refused', async () => {
    await expect(previewCsv(Readable.from([]), { zone: 'UTC' })).rejects.toThrow(
      'The file is empty: choose the CSV file the app exported, with its header row and data.',
    );
  });

  it('over the row limit or the size limit is refused (CSV_LIMITS: 1,000,000 rows, 2 GB)', async () => {
    expect(CSV_LIMITS).toEqual({ maxRows: 1_000_000, maxBytes: 2 * 1024 ** 3 });
    const csv = 'date\n' + '2026-01-01\n'.repeat(101);
    const limits = { maxRows: 100, maxBytes: 10_000 };
    await expect(previewCsv(stream(csv), { zone: 'UTC', now: NOW, limits })).rejects.toThrow(
      'The file has more than 100 rows, the most an import takes: split it into smaller files (by year, say) and import each.',
    );
    const big = Readable.from(Array.from({ length: 20 }, () => Buffer.from('2026-01-01\n'.repeat(50))));
    await expect(previewCsv(big, { zone: 'UTC', now: NOW, limits: { maxRows: 1000, maxBytes: 5000 } })).rejects.toThrow(
      'The file is larger than 5,000 bytes, the most an import takes: split it into smaller files (by year, say) and import each.',
    );
    expect((await previewCsv(stream('date,details\n' + '2026-01-01,tea\n'.repeat(100)), { zone: 'UTC', now: NOW, limits })).entries).toBe(
      100,
    );
  });
});
