// Apple Health through the import routes (issue 25): the same export imported in two zones adds nothing the second
// time (a step day is the day the phone wrote); times without an offset are read in the import's zone and the preview
// says so; samples in the future are not imported and counted (one rule with the CSV import and the entries API: a
// log is of the past); every sleep value is read or counted (the numeric "1" of older exports is asleep).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSV_COLUMNS, csvValues } from '../../functions/export/csv-columns';
import type { StoredEntry } from '../../functions/data/entries';
import { UTF8_BOM, csvLine } from '../../shared/csv-format';
import { writeAppleHealthFixture } from '../support/apple-health-fixture';
import { FOOTER, HEADER, PHONE, WATCH, record, zipBuffer } from '../support/apple-health-xml';
import { signedInAccount } from './support/accounts';
import { confirmImport, importWhole, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';
const STEPS = 'HKQuantityTypeIdentifierStepCount';
const DAY = 86_400_000;

const exportOf = (body: string) => zipBuffer({ 'apple_health_export/export.xml': HEADER + body + FOOTER });

/** A <Record> line with dates exactly as given (with or without an offset). */
const raw = (type: string, start: string, end: string, value: string, unit = '') =>
  ` <Record type="${type}" sourceName="${WATCH.name}" sourceVersion="10.1"${unit && ` unit="${unit}"`} creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;

async function listed(token: string, collection: string): Promise<Record<string, unknown>[]> {
  return (await request('GET', `/api/${collection}/?limit=500`, { token })).body as Record<string, unknown>[];
}

it('the same export imported in another zone adds nothing: its days are the ones the phone wrote', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'apple-health-zones-'));
  const start = new Date(Date.now() - 24 * DAY).toISOString().slice(0, 10);
  const expected = await writeAppleHealthFixture(path.join(dir, 'export.zip'), {
    days: 20,
    start,
    zone: 'Europe/Berlin',
    heartRatePerDay: 2,
  });
  const zip = await readFile(path.join(dir, 'export.zip'));
  await rm(dir, { recursive: true });
  const { access } = await signedInAccount();
  const first = await importWhole(access, 'apple-health', zip, 'Europe/Berlin');
  expect(first).toMatchObject({ status: 'done', progress: { added: expected.total } });
  const days = (await listed(access, 'physical-activities')).filter((entry) => String(entry.details).startsWith('Walked'));
  expect(days).toHaveLength(20);

  const again = await importWhole(access, 'apple-health', zip, 'America/Chicago');
  expect(again.preview).toMatchObject({ entries: expected.total, existing: expected.total, problem_count: 0 });
  expect(again.progress).toEqual({ done: expected.total, added: 0, existing: expected.total, total: expected.total });
  // The first import's entries stay as they were (an id already there is never written again).
  const after = (await listed(access, 'physical-activities')).filter((entry) => String(entry.details).startsWith('Walked'));
  expect(after.map((entry) => [entry.id, entry.calculated_timestamp])).toEqual(days.map((entry) => [entry.id, entry.calculated_timestamp]));
});

it('times written without an offset are read in the import zone, and the preview says so', async () => {
  const { access } = await signedInAccount();
  const zip = await exportOf(
    raw(SLEEP, '2026-03-01 21:57:00', '2026-03-02 05:45:00', 'HKCategoryValueSleepAnalysisAsleepCore') +
      raw(STEPS, '2026-03-01 10:00:00 -0600', '2026-03-01 10:10:00 -0600', '800', 'count'),
  );
  const id = await uploadImport(access, 'apple-health', zip, 'America/Chicago');
  const job = await previewImport(access, id);
  expect(job.preview).toMatchObject({ entries: 2, problem_count: 0 });
  expect(job.preview!.notes).toEqual([
    '1 sample has times written without a UTC offset: they were read as America/Chicago time, the zone of this import.',
  ]);
  expect((await confirmImport(access, id)).status).toBe('done');
  const [night] = await listed(access, 'sleep');
  expect(night).toMatchObject({
    calculated_timestamp: '2026-03-02T05:45:00-06:00',
    utc_time: '2026-03-02T11:45:00.000Z',
    measures: { duration_min: 468, bedtime: '21:57', wake_time: '05:45', awakenings: 0 },
  });
});

it('samples in the future are not imported: counted and said, as the entries API refuses them', async () => {
  const { access } = await signedInAccount();
  const zone = 'Europe/Berlin';
  const yesterday = Date.now() - DAY;
  const zip = await exportOf(
    record({ type: STEPS, source: PHONE, start: yesterday, end: yesterday + 600_000, unit: 'count', value: 1200 }, zone) +
      record({ type: STEPS, source: WATCH, start: Date.parse('2030-01-01T10:00:00Z'), unit: 'count', value: 99 }, zone) +
      record({ type: 'HKQuantityTypeIdentifierBodyMass', source: PHONE, start: Date.now() + 3 * 3_600_000, unit: 'kg', value: 70 }, zone),
  );
  const id = await uploadImport(access, 'apple-health', zip, zone);
  const job = await previewImport(access, id);
  expect(job.preview).toMatchObject({ entries: 1, by_type: { 'physical-activities': 1 }, problem_count: 0 });
  expect(job.preview!.notes).toEqual([
    '2 samples are dated in the future (the latest on 2030-01-01) and will not be imported: a log is of the past. A device with a wrong clock writes such samples.',
  ]);
  expect((await confirmImport(access, id)).progress).toMatchObject({ added: 1 });
  expect(await listed(access, 'related-data')).toEqual([]);
  expect((await listed(access, 'physical-activities')).map((entry) => entry.measures)).toEqual([{ steps: 1200 }]);
});

it("a CSV row of this app's export in the future is a problem of the preview (one rule for every importer)", async () => {
  const { access } = await signedInAccount();
  const row = (id: string, iso: string): StoredEntry =>
    ({
      userId: 'u1',
      collection: 'physical-activities',
      id,
      utc_time: new Date(iso).toISOString(),
      calculated_timestamp: iso,
      device_timezone: 'UTC',
      device_offset_minutes: 0,
      created_at: iso,
      updated_at: iso,
      version: 1,
      image_url: null,
      user_input_log: null,
      notes: '',
      details: 'Run',
      measures: {},
      subjects: [],
    }) as StoredEntry;
  const file = UTF8_BOM + csvLine(CSV_COLUMNS) + csvLine(csvValues(row(`01J${'0'.repeat(22)}A`, '2026-03-01T08:00:00Z')));
  const future = csvLine(csvValues(row(`01J${'0'.repeat(22)}B`, '2030-03-01T08:00:00Z')));
  const job = await previewImport(access, await uploadImport(access, 'csv', Buffer.from(file + future)));
  expect(job.status).toBe('ready');
  expect(job.preview).toMatchObject({ entries: 1, by_type: { 'physical-activities': 1 }, problem_count: 1 });
  expect(job.preview!.problems).toEqual([
    'Row 3: physical-activities of 2030-03-01T08:00:00Z: calculated_timestamp: This time is in the future. Check it.',
  ]);
});

it('every sleep value is read or counted: the numbers of older exports (1 is asleep) and values HealthKit does not define', async () => {
  const { access } = await signedInAccount();
  const zone = 'Europe/Berlin';
  const night = (from: string, to: string, value: string) => raw(SLEEP, `2026-03-0${from} +0100`, `2026-03-0${to} +0100`, value);
  const zip = await exportOf(
    night('1 22:30:00', '2 07:00:00', '0') + // in bed: read, not counted
      night('1 23:00:00', '2 03:00:00', '1') + // asleep (pre-iOS 16)
      night('2 03:00:00', '2 03:20:00', '2') + // awake
      night('2 03:20:00', '2 04:00:00', '3') + // core
      night('2 04:00:00', '2 05:00:00', '4') + // deep
      night('2 05:00:00', '2 06:30:00', '5') + // REM
      night('2 06:30:00', '2 06:40:00', '9') +
      night('2 06:40:00', '2 06:50:00', 'HKCategoryValueSleepAnalysisDozing'),
  );
  const id = await uploadImport(access, 'apple-health', zip, zone);
  const job = await previewImport(access, id);
  expect(job.preview).toMatchObject({ entries: 1, by_type: { sleep: 1 }, problem_count: 0 });
  expect(job.preview!.notes).toEqual([
    '2 sleep samples have a value Apple Health does not define (“9”, “HKCategoryValueSleepAnalysisDozing”) and will not be imported.',
  ]);
  await confirmImport(access, id);
  expect((await listed(access, 'sleep'))[0]).toMatchObject({
    calculated_timestamp: '2026-03-02T06:30:00+01:00',
    measures: { duration_min: 430, bedtime: '23:00', wake_time: '06:30', awakenings: 1 },
  });
});
