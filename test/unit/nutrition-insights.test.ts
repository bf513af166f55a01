// Nutrients in the insights (docs/INSIGHTS.md "Daily intake"): each day's totals of the food and drink entries'
// numbers in the person's zone, a day with no food missing (never 0 kcal), entries without numbers counted; and the
// nutrient factors of "what affects you" — a planted "caffeine after 14:00 cuts that night's sleep" and "sugars lower
// the next day's energy" are found, pure noise gives (almost) nothing, with the usual correction across every pair.
import { dailyValues, periodDays, type DayEntry } from '../../functions/domain/insights/daily-values';
import { NUTRIENT_FACTORS, whatAffectsYou } from '../../functions/domain/insights/what-affects-you';
import { intakeSummaryOf } from '../../shared/insight-intake';

/** mulberry32: a small seeded generator, uniform on [0, 1). */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A roughly normal number (the sum of 4 uniforms), mean 0 and standard deviation `sd`. */
const noise = (random: () => number, sd: number) => (random() + random() + random() + random() - 2) * sd * Math.sqrt(3);

const utcAt = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();
const food = (utc: string, measures: DayEntry['measures']): DayEntry => ({
  collection: 'food-drinks',
  utc_time: utc,
  measures,
  subjects: [],
});

describe('daily intake', () => {
  const days = periodDays('2026-03-05', 5);

  it("sums each day's entries in the zone's day, a day without food stays missing, not 0", () => {
    // Paris is UTC+1 in March: 23:30 UTC on the 1st is 00:30 on the 2nd there.
    const entries = [
      food('2026-03-01T08:00:00Z', { energy_kcal: 300, protein_g: 12, caffeine_mg: 95 }),
      food('2026-03-01T23:30:00Z', { energy_kcal: 200, sugars_g: 20 }),
      food('2026-03-03T12:00:00Z', { energy_kcal: 650.4, alcohol_g: 14 }),
      food('2026-03-03T18:00:00Z', { energy_kcal: 120 }),
    ];
    const { intake } = dailyValues(entries, days, 'Europe/Paris');
    expect(intake.series.energy_kcal).toEqual([300, 200, 770, null, null]);
    expect(intake.series.protein_g).toEqual([12, null, null, null, null]);
    expect(intake.series.alcohol_g).toEqual([null, null, 14, null, null]);
    expect(intake.foodEntries).toEqual([1, 1, 2, 0, 0]);
  });

  it('counts a day for a nutrient when one entry has it, and counts the entries without any number', () => {
    const entries = [
      food(utcAt('2026-03-02', 8), { energy_kcal: 400, carbs_g: 50 }),
      food(utcAt('2026-03-02', 12), { servings: 1 }), // no match: no numbers
      food(utcAt('2026-03-04', 12), {}), // no numbers at all: the day has food but no kcal
      food(utcAt('2026-03-04', 13), { vitamin_d_ug: 5 }), // a number, though not one the series read
    ];
    const { intake } = dailyValues(entries, days, 'UTC');
    expect(intake.series.energy_kcal).toEqual([null, 400, null, null, null]);
    expect(intake.withoutNumbers).toEqual([0, 1, 0, 1, 0]);
    expect(intake.foodEntries).toEqual([0, 2, 0, 2, 0]);
    const summary = intakeSummaryOf(
      { series: intake.series, food_entries_per_day: intake.foodEntries, without_numbers_per_day: intake.withoutNumbers },
      { energy_kcal: { value: 2000, kind: 'goal', source: 'default' } },
    );
    expect(summary).toMatchObject({ days: 5, food_days: 2, food_entries: 4, entries_without_numbers: 2 });
    // The mean of the one day with kcal, not (400 + 0) / 2 and not 400 / 5.
    expect(summary.nutrients.find((n) => n.nutrient === 'energy_kcal')).toEqual({
      nutrient: 'energy_kcal',
      unit: 'kcal',
      mean: 400,
      days: 1,
      target: { value: 2000, kind: 'goal', source: 'default' },
    });
    expect(summary.nutrients.find((n) => n.nutrient === 'alcohol_g')).toMatchObject({ mean: null, days: 0, target: null });
  });

  it("reads caffeine after 14:00 on the zone's clock; 0 on a day whose caffeine was all earlier; missing without caffeine numbers", () => {
    const entries = [
      // New York is UTC−5 in early March: 18:30 UTC is 13:30 there (before 14:00), 19:30 UTC is 14:30.
      food('2026-03-01T18:30:00Z', { caffeine_mg: 95 }),
      food('2026-03-02T19:30:00Z', { caffeine_mg: 64 }),
      food('2026-03-02T13:00:00Z', { caffeine_mg: 80 }),
      food('2026-03-03T20:00:00Z', { energy_kcal: 500 }),
    ];
    const { intake } = dailyValues(entries, days, 'America/New_York');
    expect(intake.afternoonCaffeine).toEqual([0, 64, null, null, null]);
    expect(intake.series.caffeine_mg).toEqual([95, 144, null, null, null]);
  });
});

/**
 * 60 days in Berlin: meals with numbers on most days (none on ~15%), coffee at 16:00 on ~40% of days, some sugar, a
 * drink now and then; sleep logged at 23:00 (it counts for the next morning), energy at 10:00. `caffeineEffect`:
 * minutes of sleep per 100 mg of caffeine after 14:00 that evening; `sugarEffect`: energy points per 100 g of sugars the
 * day before.
 */
function history(seed: number, caffeineEffect: number, sugarEffect: number) {
  const random = mulberry32(seed);
  const zone = 'Europe/Berlin';
  const days = periodDays('2026-06-30', 60);
  const entries: DayEntry[] = [];
  let lateCaffeine = 0;
  let sugarsBefore: number | null = null;
  for (const day of days) {
    // Berlin is UTC+2 in summer: local hour h is UTC h − 2.
    const local = (hour: number) => utcAt(day, hour - 2);
    const energy = 6 + noise(random, 1.2) + (sugarsBefore === null ? 0 : sugarEffect * (sugarsBefore / 100));
    entries.push({ collection: 'mood-stress', utc_time: local(10), measures: { energy: Math.max(1, Math.min(10, Math.round(energy))) } });
    const eats = random() > 0.15;
    lateCaffeine = 0;
    sugarsBefore = null;
    if (eats) {
      const sugars = Math.round(20 + random() * 100);
      entries.push(food(local(8), { energy_kcal: 400, sugars_g: Math.round(sugars / 2), caffeine_mg: random() < 0.7 ? 95 : 0 }));
      entries.push(food(local(13), { energy_kcal: 700, sugars_g: sugars - Math.round(sugars / 2), alcohol_g: random() < 0.2 ? 14 : 0 }));
      if (random() < 0.4) {
        lateCaffeine = 95 + Math.round(random() * 95);
        entries.push(food(local(16), { energy_kcal: 5, caffeine_mg: lateCaffeine }));
      }
      sugarsBefore = sugars;
    }
    const sleepMinutes = 450 + noise(random, 20) - caffeineEffect * (lateCaffeine / 100);
    if (random() > 0.1) entries.push({ collection: 'sleep', utc_time: local(23), measures: { duration_min: Math.round(sleepMinutes) } });
  }
  return { values: dailyValues(entries, days, zone), days };
}

describe('nutrients as factors of what affects you', () => {
  it('finds afternoon caffeine cutting that night’s sleep in every seed, said with the days behind it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { values } = history(seed, 60, 0);
      const result = whatAffectsYou(values);
      const finding = result.findings.find((f) => f.factor === NUTRIENT_FACTORS.afternoonCaffeine && f.outcome === 'sleep' && f.lag === 1);
      expect(finding).toBeDefined();
      expect(finding!.rho).toBeLessThan(0);
      expect(finding!.q).toBeLessThanOrEqual(0.05);
      expect(finding!.sentence).toMatch(
        /^More caffeine after 14:00 \(mg\) went with lower sleep the next day \(a \w+ link, over \d+ days\)\.$/,
      );
      // The days behind it are days with caffeine numbers only (a day without food logged is not a day of 0 mg), and
      // of those the days compared: as many as the sentence's "over N days".
      const withNumbers = values.days.filter((_, i) => values.intake.afternoonCaffeine[i] !== null);
      expect(withNumbers).toEqual(expect.arrayContaining(finding!.factor_days));
      expect(finding!.factor_days.length).toBeLessThan(values.days.length);
      expect(finding!.factor_days).toHaveLength(finding!.days);
      expect(finding!.sentence).toContain(`over ${finding!.days} days`);
      expect(finding!.factor_collection).toBe('food-drinks');
    }
  });

  it("finds sugars lowering the next day's energy", () => {
    let found = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const result = whatAffectsYou(history(seed, 0, -3).values);
      if (result.findings.some((f) => f.factor === NUTRIENT_FACTORS.sugars && f.outcome === 'energy' && f.lag === 1 && f.rho < 0)) found++;
    }
    expect(found).toBeGreaterThanOrEqual(18);
  });

  it('tests each nutrient factor against the outcomes named for it, corrected together with every other pair', () => {
    const { values } = history(7, 0, 0);
    const result = whatAffectsYou(values);
    // Outcomes sleep and energy. Caffeine after 14:00 → sleep, sugars → energy, alcohol → sleep and energy, each the
    // same and the next day (8), and the night before's sleep → energy the same day (1); activity has no data.
    expect(result.tested).toBe(9);
  });

  it('gives a finding on pure noise in at most 5 of 100 seeds', () => {
    let any = 0;
    for (let seed = 101; seed <= 200; seed++) if (whatAffectsYou(history(seed, 0, 0).values).findings.length > 0) any++;
    expect(any).toBeLessThanOrEqual(5);
  });
});
