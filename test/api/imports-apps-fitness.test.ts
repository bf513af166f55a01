// The food and fitness apps' own exports imported over HTTP with no mapping (issue 25, docs/IMPORT.md "Other apps'
// exports"): each fixture in test/fixtures/imports is recognised by its header ("Recognised: <app>" on the page), becomes
// the expected entries with their measures, and a second import of the same file adds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signedInAccount } from './support/accounts';
import { confirmImport, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

type Entry = Record<string, unknown> & { measures?: Record<string, unknown>; nutrition?: Record<string, unknown> | null };

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'imports', name));

async function listOf(token: string, collection: string): Promise<Entry[]> {
  const response = await request('GET', `/api/${collection}/?limit=500`, { token });
  expect(response.status).toBe(200);
  return response.body as Entry[];
}

const byText = (entries: Entry[], text: string) => entries.filter((e) => String(e.details ?? e.data_details).includes(text));

interface Case {
  file: string;
  zone: string;
  app: string;
  rows: number;
  byType: Record<string, number>;
  check: (token: string) => Promise<void>;
}

const CASES: Case[] = [
  {
    file: 'cronometer-servings.csv',
    zone: 'Europe/Berlin',
    app: 'Cronometer servings',
    rows: 47,
    byType: { 'food-drinks': 46 },
    async check(token) {
      const foods = await listOf(token, 'food-drinks');
      const oats = byText(foods, 'Oats, rolled (80.00 g)').find((e) => String(e.calculated_timestamp).startsWith('2026-09-21'))!;
      expect(oats.measures).toMatchObject({ energy_kcal: 303, protein_g: 10.5, carbs_g: 54.1, fat_g: 5.2, grams: 80 });
      expect(oats.nutrition).toMatchObject({ table: 'import', food: 'Oats, rolled', grams: 80, portion: '80.00 g' });
      expect(oats.calculated_timestamp).toBe('2026-09-21T07:32:00+02:00');
      // Two cups logged at the same minute are two entries, every day.
      expect(byText(foods, 'Coffee, brewed')).toHaveLength(10);
      expect(byText(foods, 'Water (16.00 fl oz)')[0].measures).toMatchObject({ volume_ml: 473 });
      expect(byText(foods, 'Wine, red')[0].measures).toMatchObject({ alcohol_g: 15.8, alcohol_units: 2 });
    },
  },
  {
    file: 'cronometer-dailysummary.csv',
    zone: 'Europe/Berlin',
    app: 'Cronometer daily nutrition',
    rows: 12,
    byType: { 'related-data': 11 },
    async check(token) {
      const days = await listOf(token, 'related-data');
      expect(days.every((day) => day.item_type === 'energy_intake' && day.measures?.unit === 'kcal')).toBe(true);
      expect(await listOf(token, 'food-drinks')).toEqual([]); // a day's sum is never food: the servings are
    },
  },
  {
    file: 'cronometer-biometrics.csv',
    zone: 'America/Chicago',
    app: 'Cronometer biometrics',
    rows: 27,
    byType: { 'related-data': 27 },
    async check(token) {
      const values = await listOf(token, 'related-data');
      const weights = values.filter((v) => v.item_type === 'weight');
      expect(weights).toHaveLength(13);
      expect(weights.every((w) => w.measures?.unit === 'kg' && Number(w.measures.value) > 78 && Number(w.measures.value) < 86)).toBe(true);
      expect(values.find((v) => v.item_type === 'blood_pressure')?.measures).toMatchObject({
        systolic: expect.any(Number),
        diastolic: expect.any(Number),
      });
      expect(values.find((v) => v.item_type === 'waist')?.measures).toEqual({ value: 87.6, unit: 'cm' });
      expect(values.find((v) => v.item_type === 'resting_heart_rate')?.data_details).toMatch(/bpm \(Cronometer, from Garmin\)$/);
    },
  },
  {
    file: 'cronometer-exercises.csv',
    zone: 'Europe/Berlin',
    app: 'Cronometer exercises',
    rows: 19,
    byType: { 'physical-activities': 9 },
    async check(token) {
      const [walk] = byText(await listOf(token, 'physical-activities'), 'Walking: 30 min');
      expect(walk).toMatchObject({ measures: { duration_min: 30 }, notes: '143 kcal burned; Cronometer.' });
    },
  },
  {
    file: 'myfitnesspal-nutrition-summary.csv',
    zone: 'Europe/London',
    app: 'MyFitnessPal nutrition summary',
    rows: 28,
    byType: { 'food-drinks': 28 },
    async check(token) {
      const meals = await listOf(token, 'food-drinks');
      const [late] = meals.filter((m) => m.notes === 'late dinner, ate out');
      expect(late).toMatchObject({ details: 'Dinner from MyFitnessPal', calculated_timestamp: '2026-09-24T19:00:00+01:00' });
      expect(late.nutrition).toMatchObject({ table: 'import', food: null });
      expect(meals.some((m) => Number(m.measures?.energy_kcal) >= 1000)).toBe(true); // "1,050.0" read with its separator
      expect(meals.every((m) => !('calcium_mg' in (m.measures ?? {})))).toBe(true); // a % of daily value is no amount
    },
  },
  {
    file: 'myfitnesspal-exercise-summary.csv',
    zone: 'Europe/London',
    app: 'MyFitnessPal exercise summary',
    rows: 18,
    byType: { 'physical-activities': 18 },
    async check(token) {
      const activities = await listOf(token, 'physical-activities');
      expect(byText(activities, 'Steps from MyFitnessPal').every((a) => Number(a.measures?.steps) > 3000)).toBe(true);
      expect(byText(activities, 'Walking, 3.5 mph, brisk pace:')[0].details).not.toMatch(/^"/);
      expect(byText(activities, 'Squats, Barbell: 4 × 8 at 80 kg')[0]).toMatchObject({ notes: 'felt heavy' });
    },
  },
  {
    file: 'myfitnesspal-measurement-summary.csv',
    zone: 'Europe/London',
    app: 'MyFitnessPal measurements',
    rows: 10,
    byType: { 'related-data': 10 },
    async check(token) {
      expect((await listOf(token, 'related-data')).every((v) => v.item_type === 'weight' && v.measures?.unit === 'kg')).toBe(true);
    },
  },
  {
    file: 'fitbit-daily-activity.csv',
    zone: 'America/New_York',
    app: 'Fitbit daily activity',
    rows: 31,
    byType: { 'physical-activities': 29 },
    async check(token) {
      const days = await listOf(token, 'physical-activities');
      expect(days.every((d) => Number.isInteger(d.measures?.steps) && Number(d.measures?.distance_km) > 0)).toBe(true);
      expect(days.find((d) => String(d.calculated_timestamp).startsWith('2026-09-13'))).toBeUndefined(); // not worn
    },
  },
  {
    file: 'fitbit-sleep-day.csv',
    zone: 'America/New_York',
    app: 'Fitbit sleep log',
    rows: 24,
    byType: { sleep: 24 },
    async check(token) {
      const nights = await listOf(token, 'sleep');
      expect(
        nights.every((n) => Number(n.measures?.duration_min) >= 300 && String(n.calculated_timestamp).endsWith('T07:00:00-04:00')),
      ).toBe(true);
    },
  },
  {
    file: 'fitbit-weight-log.csv',
    zone: 'America/New_York',
    app: 'Fitbit weight log',
    rows: 8,
    byType: { 'related-data': 17 },
    async check(token) {
      const values = await listOf(token, 'related-data');
      expect(values.filter((v) => v.item_type === 'weight')).toHaveLength(8);
      expect(values.filter((v) => v.item_type === 'body_fat')).toHaveLength(1);
      expect(values.find((v) => v.item_type === 'weight')?.measures?.unit).toBe('kg');
    },
  },
  {
    file: 'fitbit-account-export.csv',
    zone: 'America/Chicago',
    app: 'Fitbit data export',
    rows: 125, // 129 lines after the header, 4 of them empty between the sections
    byType: { 'related-data': 92, 'physical-activities': 29, sleep: 24 },
    async check(token) {
      const values = await listOf(token, 'related-data');
      const weight = values.find((v) => v.item_type === 'weight' && String(v.calculated_timestamp).startsWith('2026-09-01'));
      expect(weight?.measures).toEqual({ value: 77.84, unit: 'kg' }); // "171.6" pounds: a US account
      const [night] = (await listOf(token, 'sleep')).filter((n) => n.calculated_timestamp === '2026-09-01T23:18:00-05:00');
      expect(night.measures).toEqual({ duration_min: 384, bedtime: '23:18', wake_time: '06:29', awakenings: 4 });
      const [day] = byText(await listOf(token, 'physical-activities'), 'Fitbit day: 12,646 steps');
      expect(day.measures).toEqual({ steps: 12646, distance_km: 8.948, duration_min: 64 }); // 5.56 miles
    },
  },
  {
    file: 'google-fit-daily-activity-metrics.csv',
    zone: 'Europe/Paris',
    app: 'Google Fit daily metrics',
    rows: 30,
    byType: { 'physical-activities': 28, 'related-data': 6 },
    async check(token) {
      const [first] = byText(await listOf(token, 'physical-activities'), 'Google Fit day: 3,065 steps');
      expect(first.measures).toEqual({ steps: 3065, distance_km: 2.207, duration_min: 85 });
      expect((await listOf(token, 'related-data')).every((v) => v.item_type === 'weight' && v.measures?.unit === 'kg')).toBe(true);
    },
  },
  {
    file: 'garmin-activities.csv',
    zone: 'Europe/London',
    app: 'Garmin Connect activities',
    rows: 19,
    byType: { 'physical-activities': 19 },
    async check(token) {
      const activities = await listOf(token, 'physical-activities');
      const swims = byText(activities, 'Pool Swim');
      expect(swims.length).toBeGreaterThan(0);
      expect(swims.every((s) => Number(s.measures?.distance_km) >= 1 && Number(s.measures?.distance_km) <= 2.25)).toBe(true);
      const [ride] = byText(activities, 'Road Cycling (Cycling): 46 km in 109 min');
      expect(ride).toMatchObject({ measures: { distance_km: 46, duration_min: 109.3 }, calculated_timestamp: '2026-09-26T07:40:30+01:00' });
      expect(ride.notes).toBe('1,380 kcal, average heart rate 143 bpm (Garmin Connect).');
      expect(byText(activities, 'Yoga')[0].measures).not.toHaveProperty('distance_km');
    },
  },
  {
    file: 'garmin-activities-da.csv',
    zone: 'Europe/Copenhagen',
    app: 'Garmin Connect activities',
    rows: 7,
    byType: { 'physical-activities': 7 },
    async check(token) {
      const activities = await listOf(token, 'physical-activities');
      expect(byText(activities, 'København Løb (Løb): 5.46 km')[0].measures).toEqual({ distance_km: 5.46, duration_min: 30.6 });
      expect(byText(activities, 'Bassinsvømning')[0].measures).toMatchObject({ distance_km: 1.5 });
    },
  },
];

describe("other apps' fitness and food exports", () => {
  it.each(CASES)('$file is recognised as $app and imported with its numbers, once', async ({ file, zone, app, rows, byType, check }) => {
    const { access } = await signedInAccount();
    const bytes = fixture(file);
    const total = Object.values(byType).reduce((a, b) => a + b, 0);

    const id = await uploadImport(access, 'csv', bytes, zone);
    const preview = await previewImport(access, id);
    expect(preview).toMatchObject({ status: 'ready', preview: { entries: total, by_type: byType, records: rows, problem_count: 0 } });
    expect(preview.preview?.csv).toMatchObject({ kind: 'other-app', app });
    const done = await confirmImport(access, id);
    expect(done).toMatchObject({ status: 'done', progress: { added: total, existing: 0 } });
    await check(access);

    const againId = await uploadImport(access, 'csv', bytes, zone);
    expect((await previewImport(access, againId)).preview).toMatchObject({ entries: total, existing: total });
    expect(await confirmImport(access, againId)).toMatchObject({ status: 'done', progress: { added: 0, existing: total } });
  });
});
