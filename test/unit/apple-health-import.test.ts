// The Apple Health import against the fixture generator's export.zip (docs/IMPORT.md "Apple Health"): as many
// entries per type as the fixture wrote, each one the entries API would accept, each fact once, with progress counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importAppleHealth, type ImportProgress } from '../../functions/imports/apple-health/import-apple-health';
import { fileZipSource } from '../../functions/imports/apple-health/zip-source';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import type { Measures } from '../../shared/measures';
import { entryRequestSchema } from '../../shared/schemas/entries';
import { writeAppleHealthFixture, type FixtureExpectation } from '../support/apple-health-fixture';

let dir: string;
let expected: FixtureExpectation;
const entries: ImportedEntry[] = [];
const progress: ImportProgress[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apple-health-'));
  const path = join(dir, 'export.zip');
  expected = await writeAppleHealthFixture(path, { days: 45, start: '2026-03-10', zone: 'Europe/Berlin' });
  for await (const batch of importAppleHealth(await fileZipSource(path), { zone: 'Europe/Berlin', batchSize: 50 })) {
    expect(batch.entries.length).toBeLessThanOrEqual(50);
    entries.push(...batch.entries);
    progress.push(batch.progress);
  }
}, 60_000); // writes and reads a 45-day export: seconds on a quiet machine, more under load
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const measuresOf = (e: ImportedEntry) => (e.entry.measures ?? {}) as Measures;
const count = (collection: string) => entries.filter((e) => e.collection === collection).length;

test('produces as many entries of each type as the fixture wrote', () => {
  for (const [collection, n] of Object.entries(expected.entries)) expect([collection, count(collection)]).toEqual([collection, n]);
  expect(entries).toHaveLength(expected.total);
});

test('every entry passes the entries API schema of its collection and has a unique source key', () => {
  for (const entry of entries) {
    const result = entryRequestSchema(entry.collection).safeParse(entry.entry);
    expect([entry.sourceKey, result.success ? 'ok' : result.error.message]).toEqual([entry.sourceKey, 'ok']);
    expect(entry.source).toBe('apple-health');
  }
  expect(new Set(entries.map((e) => e.sourceKey)).size).toBe(entries.length);
});

test('counts steps once when the Watch and the iPhone both counted them', () => {
  const steps = entries.filter((e) => e.sourceKey.startsWith('steps/')).map((e) => measuresOf(e).steps ?? 0);
  expect(steps.reduce((a, b) => a + b, 0)).toBe(expected.steps);
  const day = entries.find((e) => e.sourceKey === 'steps/2026-03-10')!;
  expect('details' in day.entry && day.entry.details).toMatch(/^Walked \d{1,2},\d{3} steps, \d+\.\d km$/);
});

test("a night is the Watch's asleep stages, not added to the iPhone's estimate, across the DST night too", () => {
  const nights = entries.filter((e) => e.collection === 'sleep');
  for (const night of nights) {
    expect(night.entry.measures).toMatchObject({ duration_min: 440, bedtime: '23:00', awakenings: 1 });
    expect('details' in night.entry && night.entry.details).toBe('Slept 7 h 20 min');
  }
  const dst = nights.find((e) => e.sourceKey === 'sleep/2026-03-29')!;
  expect(measuresOf(dst).wake_time).toBe('07:30');
  expect(dst.entry.calculated_timestamp).toBe('2026-03-29T07:30:00+02:00');
  expect(measuresOf(nights.find((e) => e.sourceKey === 'sleep/2026-03-28')!).wake_time).toBe('06:30');
});

test('a workout written by a second app is imported once; statistics children give distance and energy', () => {
  const workouts = entries.filter((e) => e.sourceKey.startsWith('workout/'));
  expect(workouts).toHaveLength(15);
  for (const w of workouts) expect('details' in w.entry && w.entry.details).toBe('Running 31 min, 5.2 km, 320 kcal');
});

test('progress counts every record and reaches the end of export.xml', () => {
  const last = progress[progress.length - 1];
  expect(last.records).toBe(expected.records);
  expect(last.entries).toBe(expected.total);
  expect(last.bytesRead).toBe(last.totalBytes);
  expect(progress.map((p) => p.entries)).toEqual([...progress.map((p) => p.entries)].sort((a, b) => a - b));
});
