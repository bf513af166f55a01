// Nutrients in the insights over HTTP (docs/INSIGHTS.md "Daily intake"): GET /api/insights/ carries each day's intake
// in the asked zone's days with a day without food missing (null, never 0 kcal) and the entries without numbers
// counted; the doctor summary and the weekly report carry the average daily intake against the targets in effect
// (the person's own energy target, the defaults for their age, sex and weight), on how many days it rests.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
const ZONE = 'Asia/Tokyo';
const dayIn = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(ms);
/** Midnight UTC four days ago: 20:00 UTC that day is 05:00 the next day in Tokyo. */
const base = Date.parse(`${new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10)}T00:00:00Z`);

async function post(token: string, collection: string, at: number, details: string, measures: Record<string, number>) {
  const body = { calculated_timestamp: new Date(at).toISOString(), device_timezone: ZONE, details, measures };
  const response = await request('POST', `/api/${collection}/`, { token, body });
  expect(response.status).toBe(201);
  return response.body;
}

/**
 * Food on two Tokyo days with a day between them that has only a night's sleep: the first day's own numbers (a label's)
 * 800 + 5 kcal; the third day 600 kcal and one entry the table cannot match (no numbers).
 */
async function seed(token: string) {
  const profile = await request('PUT', '/api/auth/profile/update/', {
    token,
    body: { birth_year: 1990, gender: 'F', weight_kg: 60, nutrition_targets: { energy_kcal: 2000 } },
  });
  expect(profile.status).toBe(200);
  // Tokyo day 1 (UTC base + 1 day − 9 h … ): 12:00 and 16:00 there are 03:00 and 07:00 UTC.
  const day1 = base + DAY;
  await post(token, 'food-drinks', day1 + 3 * HOUR, 'home-made beef stew', {
    energy_kcal: 800,
    protein_g: 30,
    sugars_g: 10,
    sodium_mg: 2900,
  });
  await post(token, 'food-drinks', day1 + 7 * HOUR, 'coffee from the machine', { energy_kcal: 5, caffeine_mg: 120 });
  // 22:00 UTC is 07:00 the next morning in Tokyo: a night that counts for the day between.
  await post(token, 'sleep', day1 + 22 * HOUR, 'slept', { duration_min: 420 });
  const day3 = base + 3 * DAY;
  const lunch = await post(token, 'food-drinks', day3 + 3 * HOUR, 'lunch box from home', {
    energy_kcal: 600,
    protein_g: 20,
    sodium_mg: 1700,
  });
  const mystery = await post(token, 'food-drinks', day3 + 4 * HOUR, 'qxzv wuvv', {});
  return { day1: dayIn(day1 + 3 * HOUR), day2: dayIn(day1 + DAY + 3 * HOUR), day3: dayIn(day3 + 3 * HOUR), lunch, mystery };
}

describe('nutrients in the insights', () => {
  let token: string;
  let days: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    token = (await signedInAccount()).access;
    days = await seed(token);
  });

  it('gives each day’s intake in the zone’s days, a day without food missing, entries without numbers counted', async () => {
    // The unmatched words got no numbers (a food the table cannot match is never guessed).
    expect(days.mystery.measures?.energy_kcal).toBeUndefined();
    const { status, body } = await request('GET', `/api/insights/?days=7&timezone=${encodeURIComponent(ZONE)}`, { token });
    expect(status).toBe(200);
    const at = (day: string) => body.days.indexOf(day);
    const { series, food_entries_per_day: food, without_numbers_per_day: without } = body.intake;
    expect(series.energy_kcal[at(days.day1)]).toBe(805);
    expect(series.caffeine_mg[at(days.day1)]).toBe(120);
    // The day between has a night's sleep but no food: missing, never 0 kcal.
    expect(body.entries_per_day[at(days.day2)]).toBe(1);
    expect(series.energy_kcal[at(days.day2)]).toBeNull();
    expect(food[at(days.day2)]).toBe(0);
    expect(series.energy_kcal[at(days.day3)]).toBe(600);
    expect(series.caffeine_mg[at(days.day3)]).toBeNull();
    expect(food[at(days.day3)]).toBe(2);
    expect(without[at(days.day3)]).toBe(1);
    expect(series.alcohol_g.every((v: number | null) => v === null)).toBe(true);
    expect(body.series.sleep_hours[at(days.day2)]).toBe(7);
  });

  it('puts average daily intake against the targets in effect in the doctor summary, over the days with food', async () => {
    const { status, body } = await request('GET', `/api/insights/summary/?days=7&timezone=${encodeURIComponent(ZONE)}`, { token });
    expect(status).toBe(200);
    expect(body.intake).toMatchObject({ days: 7, food_days: 2, food_entries: 4, entries_without_numbers: 1 });
    const row = (name: string) => body.intake.nutrients.find((n: { nutrient: string }) => n.nutrient === name);
    // (805 + 600) / 2 days, not / 7 and not with the day between as 0.
    expect(row('energy_kcal')).toEqual({
      nutrient: 'energy_kcal',
      unit: 'kcal',
      mean: 702.5,
      days: 2,
      target: { value: 2000, kind: 'goal', source: 'own' },
    });
    expect(row('sodium_mg')).toMatchObject({ mean: 2300, days: 2, target: { value: 2300, kind: 'limit', source: 'default' } });
    expect(row('protein_g')).toMatchObject({ mean: 25, days: 2, target: { value: 48, kind: 'goal', source: 'default' } });
    expect(row('caffeine_mg')).toMatchObject({ mean: 120, days: 1 });
    expect(row('alcohol_g')).toEqual({ nutrient: 'alcohol_g', unit: 'g', mean: null, days: 0, target: null });
  });

  it('writes the week’s average intake against targets into the weekly report', async () => {
    const { status, body } = await request('POST', '/api/insights/reports/', { token, body: { timezone: ZONE } });
    expect(status).toBe(201);
    expect(body.figures.intake.week).toEqual({ food_days: 2, food_entries: 4, entries_without_numbers: 1 });
    const energy = body.figures.intake.nutrients.find((n: { nutrient: string }) => n.nutrient === 'energy_kcal');
    expect(energy).toMatchObject({ week: { mean: 702.5, days: 2 }, before: { mean: null, days: 0 }, target: { value: 2000 } });
    expect(body.text).toContain('## What you ate');
    expect(body.text).toMatch(/- Energy: 70[23] kcal a day on 2 days; target 2,000 kcal \(35%\); no data before\./);
    expect(body.text).toContain('1 without numbers and left out');
    expect(body.text).toMatch(/- Sodium: 2,300 mg a day on 2 days; limit 2,300 mg \(within it\)/);
  });
});
