// Each symptom logged on enough days is an outcome of its own: a planted "alcohol in the evening → a headache the
// next day" is found and read as a share of days; the symptom is never its own factor.
import { dailyValues, periodDays, type DayEntry } from '../../functions/domain/insights/daily-values';
import { whatAffectsYou } from '../../functions/domain/insights/what-affects-you';

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('alcohol the evening before goes with headaches, found and said as a share of days', () => {
  const next = random(3);
  const days = periodDays('2026-11-21', 60);
  const entries: DayEntry[] = [];
  let drankBefore = false;
  for (const day of days) {
    const at = (hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();
    if (next() < (drankBefore ? 0.8 : 0.1))
      entries.push({ collection: 'test-subjects', utc_time: at(10), subjects: ['headache'], measures: { severity: 2 } });
    const drinks = next() < 0.35;
    entries.push({ collection: 'food-drinks', utc_time: at(20), subjects: [drinks ? 'alcohol' : 'tea'] });
    drankBefore = drinks;
  }
  const result = whatAffectsYou(dailyValues(entries, days, 'UTC'));
  const headache = result.findings.find((f) => f.outcome === 'headache' && f.factor === 'alcohol');
  expect(headache).toMatchObject({
    lag: 1,
    sentence: expect.stringMatching(
      /^On days after alcohol, headache came more often: on \d+% of days vs \d+% \(\d+ days with alcohol, \d+ without; a \w+ link\)\.$/,
    ),
  });
  expect(result.findings.some((f) => f.factor === 'headache')).toBe(false);
  // Its links: the days with alcohol that were compared (a day the next one could be compared with), in the type of
  // entry it was logged in; as many as the sentence's "N days with alcohol".
  const drinkingDays = days.filter((_, i) => entries.some((e) => e.subjects?.includes('alcohol') && e.utc_time.startsWith(days[i])));
  expect(headache!.factor_days.length).toBe(headache!.days_with);
  expect(headache!.sentence).toContain(`(${headache!.days_with} days with alcohol,`);
  expect(drinkingDays).toEqual(expect.arrayContaining(headache!.factor_days));
  expect(drinkingDays.length - headache!.factor_days.length).toBeLessThanOrEqual(5);
  expect(headache!.factor_collection).toBe('food-drinks');
});

test('a medicine taken on headache days is never read as causing headaches, and still counts for sleep', () => {
  const next = random(5);
  const days = periodDays('2026-11-21', 60);
  const entries: DayEntry[] = [];
  for (const day of days) {
    const at = (hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();
    const headache = next() < 0.4;
    const magnesium = next() < 0.5;
    if (headache) {
      entries.push({ collection: 'test-subjects', utc_time: at(9), subjects: ['headache'], measures: { severity: 3 } });
      entries.push({ collection: 'supplements', utc_time: at(10), subjects: ['ibuprofen'] });
    }
    if (magnesium) entries.push({ collection: 'supplements', utc_time: at(21), subjects: ['magnesium'] });
    // Magnesium in the evening: the next night is longer.
    entries.push({ collection: 'sleep', utc_time: at(7), measures: { duration_min: 400 + next() * 30 } });
    entries.push({ collection: 'food-drinks', utc_time: at(12), subjects: ['lunch'] });
  }
  // The night after magnesium: a sleep logged the next morning, 60 minutes longer.
  for (let i = 1; i < days.length; i++) {
    const took = entries.some((e) => e.subjects?.includes('magnesium') && e.utc_time.startsWith(days[i - 1]));
    const sleep = entries.find((e) => e.collection === 'sleep' && e.utc_time.startsWith(days[i]))!;
    if (took) sleep.measures = { duration_min: sleep.measures!.duration_min! + 60 };
  }
  const result = whatAffectsYou(dailyValues(entries, days, 'UTC'));
  expect(result.findings.filter((f) => f.factor === 'ibuprofen' && /headache|symptom/.test(f.outcome))).toEqual([]);
  expect(result.findings.find((f) => f.factor === 'magnesium' && f.outcome === 'sleep')).toMatchObject({
    lag: 1,
    factor_collection: 'supplements',
  });
});
