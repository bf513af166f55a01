// Other apps' exports over HTTP (issue 25, docs/IMPORT.md "Other apps' exports"): each fixture, written from the app's
// published format, imports with no mapping; the preview names the app; the counts per type and the measures are the
// ones the file holds (counted by hand from the fixture, not by the code under test); a second import adds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportJob } from '../../shared/schemas/imports';
import { signedInAccount } from './support/accounts';
import { confirmImport, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

const ZONE = 'Europe/Berlin';
const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'imports', name));

interface Entry {
  calculated_timestamp: string;
  details?: string;
  notes?: string | null;
  measures?: Record<string, unknown> | null;
  subjects?: string[];
  item_name?: string;
  item_type?: string;
  data_details?: string;
}
const listOf = async (token: string, collection: string): Promise<Entry[]> =>
  (await request('GET', `/api/${collection}/?limit=500&start=2024-01-01&end=2024-12-31&timezone=${ZONE}`, { token })).body;

/** Imports a fixture twice: the first job and the preview of the second. */
async function importTwice(file: string, expected: { app: string; rows: number; byType: Record<string, number> }) {
  const { access } = await signedInAccount();
  const bytes = fixture(file);
  const total = Object.values(expected.byType).reduce((sum, n) => sum + n, 0);
  const id = await uploadImport(access, 'csv', bytes, ZONE, file);
  const previewed = await previewImport(access, id);
  expect(previewed.preview).toMatchObject({
    entries: total,
    records: expected.rows,
    by_type: expected.byType,
    problem_count: 0,
    csv: { kind: 'other-app', app: expected.app, mapping: null },
  });
  const done = await confirmImport(access, id);
  expect(done).toMatchObject({ status: 'done', progress: { added: total, existing: 0, total } });
  const again: ImportJob = await confirmImport(access, await previewedAgain(access, bytes, file, total));
  expect(again).toMatchObject({ status: 'done', progress: { added: 0, existing: total } });
  return access;
}

async function previewedAgain(token: string, bytes: Buffer, file: string, total: number): Promise<string> {
  const id = await uploadImport(token, 'csv', bytes, ZONE, file);
  const previewed = await previewImport(token, id);
  expect(previewed.preview).toMatchObject({ entries: total, existing: total });
  return id;
}

describe("other apps' exports, with no mapping", () => {
  it('Bearable: moods, energy, symptoms with severity, a sleep per night, factors as subjects, its am/mid/pm/pre times', async () => {
    const token = await importTwice('bearable-export.csv', {
      app: 'Bearable',
      rows: 38,
      byType: {
        'mood-stress': 12,
        'test-subjects': 6,
        sleep: 4,
        'related-data': 5,
        supplements: 1,
        'food-drinks': 2,
        'physical-activities': 1,
      },
    });
    const moods = await listOf(token, 'mood-stress');
    const at = (timestamp: string) => moods.filter((entry) => entry.calculated_timestamp === timestamp);
    // am is 08:00, pre 22:00, in the person's zone, on both sides of the spring-forward night (31 March 2024).
    expect(at('2024-03-30T08:00:00+01:00').map((entry) => entry.measures)).toEqual(expect.arrayContaining([{ mood: 6 }, { energy: 6 }]));
    expect(at('2024-03-31T22:00:00+02:00')).toEqual([expect.objectContaining({ details: 'Mood 7/10', measures: { mood: 7 } })]);
    expect(at('2024-03-30T18:00:00+01:00').find((entry) => entry.measures?.mood)).toMatchObject({ notes: 'Long day at work, "tired"' });
    expect(moods.find((entry) => entry.details === 'Energy: v. low')).toMatchObject({ measures: { energy: 1 }, notes: 'Rough afternoon' });

    const symptoms = await listOf(token, 'test-subjects');
    expect(symptoms.find((entry) => entry.details === 'Back (lower) pain (Severe)')).toMatchObject({
      calculated_timestamp: '2024-03-30T13:00:00+01:00',
      measures: { severity: 3 },
      subjects: ['back (lower) pain'],
    });
    expect(symptoms.find((entry) => entry.details === 'Headache (None)')).toMatchObject({ measures: { severity: 0 } });

    const nights = await listOf(token, 'sleep');
    // The synced 7:10 and the 7:30 typed by hand are one night: the longer is kept, with the quality of that day.
    expect(nights.find((entry) => entry.calculated_timestamp === '2024-03-30T12:00:00+01:00')).toMatchObject({
      details: 'Slept 7 h 30 min, quality good',
      measures: { duration_min: 450, bedtime: '23:15', wake_time: '06:45', quality: 4 },
    });
    expect(nights.find((entry) => entry.calculated_timestamp === '2024-03-31T12:00:00+02:00')).toMatchObject({ measures: { quality: 5 } });

    const related = await listOf(token, 'related-data');
    expect(related.find((entry) => entry.item_type === 'factors' && entry.notes === 'Birthday dinner')).toMatchObject({
      data_details: 'Walk, Friends, Alcohol',
      subjects: ['walk', 'friends', 'alcohol'],
    });
    expect(related.filter((entry) => entry.item_type === 'weight').map((entry) => entry.measures)).toEqual(
      expect.arrayContaining([
        { value: 72.4, unit: 'kg' },
        { value: 72.39, unit: 'kg' },
      ]),
    );
    expect(related.find((entry) => entry.item_type === 'blood_pressure')).toMatchObject({ measures: { systolic: 120, diastolic: 80 } });
    expect((await listOf(token, 'physical-activities'))[0]).toMatchObject({ measures: { steps: 8432 } });
  });

  it('Daylio: each mood at full_date and time, its word and a number on 1–10, activities as subjects, notes as text', async () => {
    const token = await importTwice('daylio-export.csv', { app: 'Daylio', rows: 24, byType: { 'mood-stress': 24 } });
    const moods = await listOf(token, 'mood-stress');
    const byWord = (word: string) =>
      moods.filter((entry) => entry.details?.startsWith(`Mood: ${word}`)).map((entry) => entry.measures?.mood);
    expect(new Set(byWord('awful'))).toEqual(new Set([1]));
    expect(new Set(byWord('bad'))).toEqual(new Set([3]));
    expect(new Set(byWord('meh'))).toEqual(new Set([6]));
    expect(new Set(byWord('good'))).toEqual(new Set([8]));
    expect(new Set(byWord('rad'))).toEqual(new Set([10]));
    // A renamed mood keeps its word and gets no number.
    expect(moods.find((entry) => entry.details?.startsWith('Mood: tired'))).toMatchObject({ subjects: ['work'] });
    expect(moods.find((entry) => entry.details?.startsWith('Mood: tired'))?.measures?.mood).toBeUndefined();
    expect(moods.find((entry) => entry.calculated_timestamp === '2024-04-02T23:58:00+02:00')).toMatchObject({
      details: 'Mood: rad · date, music',
      subjects: ['date', 'music'],
      notes: 'Concert\n\nFinally saw them live!\n\nEars still ringing & happy.',
    });
    // 2:30 am on the spring-forward night does not exist in Berlin: it is moved on by the gap.
    expect(moods.find((entry) => entry.notes?.startsWith('Couldn'))).toMatchObject({ calculated_timestamp: '2024-03-31T03:30:00+02:00' });
  });

  it('Loop Habit Tracker: a ticked habit is a done entry of that habit; not done, skipped and auto-filled days write nothing', async () => {
    const token = await importTwice('loop-checkmarks.csv', { app: 'Loop Habit Tracker', rows: 18, byType: { 'related-data': 32 } });
    const habits = await listOf(token, 'related-data');
    expect(habits.every((entry) => entry.item_type === 'habit' && entry.data_details?.endsWith(': done'))).toBe(true);
    expect(habits.filter((entry) => entry.item_name === 'Meditate')).toHaveLength(10);
    expect(
      habits
        .filter((entry) => entry.item_name === 'Run')
        .map((entry) => entry.calculated_timestamp.slice(0, 10))
        .sort(),
    ).toEqual(['2024-03-19', '2024-03-22', '2024-03-26', '2024-03-29', '2024-04-01']);
    expect(habits.find((entry) => entry.item_name === 'Read 20 pages')).toMatchObject({ subjects: ['read 20 pages'] });
  });

  it('Health Auto Export: steps with distance, sleep, weight, resting heart rate, oxygen, water and mindful minutes per day', async () => {
    const token = await importTwice('health-auto-export.csv', {
      app: 'Health Auto Export (Apple Health)',
      rows: 9,
      byType: { 'physical-activities': 8, sleep: 7, 'related-data': 19, 'food-drinks': 7, 'mood-stress': 4 },
    });
    const walks = await listOf(token, 'physical-activities');
    expect(walks.find((entry) => entry.calculated_timestamp === '2024-03-26T12:00:00+01:00')).toMatchObject({
      details: 'Walked 9,512 steps, 6.83 km',
      measures: { steps: 9512, distance_km: 6.83 },
    });
    expect((await listOf(token, 'sleep')).find((entry) => entry.calculated_timestamp.startsWith('2024-03-30'))).toMatchObject({
      measures: { duration_min: 495 },
    });
    const related = await listOf(token, 'related-data');
    const types = related.map((entry) => entry.item_type);
    expect(types.filter((type) => type === 'weight')).toHaveLength(4);
    expect(types.filter((type) => type === 'resting_heart_rate')).toHaveLength(8);
    expect(types.filter((type) => type === 'oxygen_saturation')).toHaveLength(7);
    expect(related.find((entry) => entry.item_type === 'resting_heart_rate')?.measures).toMatchObject({ unit: 'bpm' });
    const water = await listOf(token, 'food-drinks');
    expect(water.find((entry) => entry.calculated_timestamp.startsWith('2024-03-29'))).toMatchObject({ measures: { volume_ml: 2000 } });
  });

  it('Exist: mood 1–9 on 1–10 with its note, steps, sleep with bedtime and wake time, weight, resting heart rate, water', async () => {
    const token = await importTwice('exist-export.csv', {
      app: 'Exist',
      rows: 10,
      byType: { 'mood-stress': 14, 'physical-activities': 9, sleep: 8, 'related-data': 13, 'food-drinks': 8 },
    });
    const moods = await listOf(token, 'mood-stress');
    expect(moods.find((entry) => entry.details === 'Mood 9/9')).toMatchObject({ measures: { mood: 10 } });
    expect(moods.find((entry) => entry.details === 'Mood 3/9')).toMatchObject({ measures: { mood: 3 }, notes: 'Headache all day' });
    expect(moods.find((entry) => entry.details === 'Mood 8/9')).toMatchObject({ notes: 'Friday!\nDinner out with friends' });
    // sleep_start counts from midday (670 → 23:10), sleep_end from midnight (422 → 07:02).
    expect((await listOf(token, 'sleep')).find((entry) => entry.calculated_timestamp.startsWith('2024-03-25'))).toMatchObject({
      details: 'Slept 7 h 32 min',
      measures: { duration_min: 452, bedtime: '23:10', wake_time: '07:02' },
    });
  });

  it("Exist's JSON archive: an attribute file chosen as a .json is read by its name, its days the same entries as the CSV's", async () => {
    const { access } = await signedInAccount();
    const mood = fixture('exist-json/data_mood.json');
    const id = await uploadImport(access, 'backup', mood, ZONE, 'data_mood.json');
    const previewed = await previewImport(access, id);
    expect(previewed.preview).toMatchObject({
      entries: 10,
      records: 11,
      by_type: { 'mood-stress': 10 },
      problem_count: 0,
      csv: { kind: 'other-app', app: 'Exist (mood)' },
    });
    expect(previewed.preview?.backup).toBeUndefined();
    expect(await confirmImport(access, id)).toMatchObject({ status: 'done', progress: { added: 10, existing: 0 } });
    expect((await listOf(access, 'mood-stress')).find((entry) => entry.calculated_timestamp === '2024-04-04T12:00:00+02:00')).toMatchObject(
      {
        details: 'Mood 7/9',
        measures: { mood: 8 },
      },
    );

    // The CSV holds nine of those days: they are the same entries, already there.
    const csv = await uploadImport(access, 'csv', fixture('exist-export.csv'), ZONE, 'exist-export.csv');
    expect((await previewImport(access, csv)).preview).toMatchObject({ entries: 52, existing: 9 });
    expect(await confirmImport(access, csv)).toMatchObject({ status: 'done', progress: { added: 43, existing: 9 } });
    const steps = await uploadImport(access, 'backup', fixture('exist-json/data_steps_2024.json'), ZONE, 'data_steps_2024.json');
    expect((await previewImport(access, steps)).preview).toMatchObject({ entries: 3, existing: 3, csv: { app: 'Exist (steps)' } });

    const other = await uploadImport(access, 'backup', Buffer.from('[1, 2, 3]'), ZONE, 'numbers.json');
    expect(await previewImport(access, other)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/neither this app’s backup nor a file of Exist’s JSON archive/),
    });
  });
});

it('a day pasted twice in an export is written once, and the preview and import finish (keys asked once per batch)', async () => {
  const { access } = await signedInAccount();
  const file = 'Date,Step Count (count)\n2024-03-26 00:00:00,9512\n2024-03-26 00:00:00,9512\n2024-03-27 00:00:00,8103\n';
  const id = await uploadImport(access, 'csv', Buffer.from(file), ZONE, 'HealthAutoExport.csv');
  const previewed = await previewImport(access, id);
  expect(previewed.status).toBe('ready');
  expect(previewed.preview).toMatchObject({ entries: 3, existing: 0, problem_count: 0 });
  const done = await confirmImport(access, id);
  expect(done.status).toBe('done');
  expect(done.progress).toMatchObject({ done: 3, added: 2, existing: 1 });
  expect((await listOf(access, 'physical-activities')).map((entry) => entry.measures?.steps)).toEqual([8103, 9512]);
});

it('a recognised export previewed again with a mapping of the person’s is read as a generic CSV', async () => {
  const { access } = await signedInAccount();
  const file = 'Date,Step Count (count)\n2024-03-26 00:00:00,9512\n2024-03-27 00:00:00,8103\n';
  const id = await uploadImport(access, 'csv', Buffer.from(file), ZONE, 'HealthAutoExport.csv');
  expect((await previewImport(access, id)).preview?.csv).toMatchObject({ kind: 'other-app', app: 'Health Auto Export (Apple Health)' });
  const mapped = await previewImport(access, id, {
    date: 'Date',
    value: 'Step Count (count)',
    value_unit: 'steps',
    default_type: 'physical-activities',
  });
  expect(mapped.preview).toMatchObject({ entries: 2, problem_count: 0, csv: { kind: 'generic', mapping: { date: 'Date' } } });
  expect(mapped.preview?.csv?.examples[0]).toMatchObject({ type: 'Physical Activities', measures: 'steps 9,512' });
});
