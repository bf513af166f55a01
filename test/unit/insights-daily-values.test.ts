// Daily values in the person's days: a day without data is missing (null), never zero; days follow the zone
// (Tokyo and Los Angeles see the same instant on different days); a night's sleep logged at bedtime counts for the
// morning after; subjects are known only on days with entries.
import { dailyValues, periodDays, type DayEntry } from '../../functions/domain/insights/daily-values';

const days = periodDays('2026-11-21', 3); // 19, 20, 21 November
const run = (utc_time: string, duration_min: number): DayEntry => ({
  collection: 'physical-activities',
  utc_time,
  measures: { duration_min },
  subjects: ['running'],
});

describe('daily values', () => {
  it("lists the period's days, oldest first", () => {
    expect(days).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
  });

  it("sums a day's activity, and leaves a day without any missing rather than zero", () => {
    const values = dailyValues(
      [run('2026-11-19T14:00:00Z', 30), run('2026-11-19T20:00:00Z', 15), run('2026-11-21T14:00:00Z', 40)],
      days,
      'UTC',
    );
    expect(values.series.activity_minutes).toEqual([45, null, 40]);
    expect(values.series.mood).toEqual([null, null, null]);
    expect(values.entries).toEqual([2, 0, 1]);
  });

  it("puts the same instant on the day of the person's zone (Tokyo and Los Angeles)", () => {
    const instant = run('2026-11-20T20:00:00Z', 30); // 05:00 on the 21st in Tokyo, 12:00 on the 20th in Los Angeles
    expect(dailyValues([instant], days, 'Asia/Tokyo').series.activity_minutes).toEqual([null, null, 30]);
    expect(dailyValues([instant], days, 'America/Los_Angeles').series.activity_minutes).toEqual([null, 30, null]);
  });

  it('counts a sleep logged at bedtime for the morning after, and averages mood on a day', () => {
    const entries: DayEntry[] = [
      { collection: 'sleep', utc_time: '2026-11-19T23:00:00Z', measures: { duration_min: 420, quality: 4 } },
      { collection: 'mood-stress', utc_time: '2026-11-20T09:00:00Z', measures: { mood: 6, stress: 4 } },
      { collection: 'mood-stress', utc_time: '2026-11-20T18:00:00Z', measures: { mood: 8 } },
    ];
    const values = dailyValues(entries, days, 'UTC');
    expect(values.series.sleep_hours).toEqual([null, 7, null]);
    expect(values.series.sleep_quality).toEqual([null, 4, null]);
    expect(values.series.mood).toEqual([null, 7, null]);
    expect(values.series.stress).toEqual([null, 4, null]);
  });

  it("knows a subject's absence only on days the person logged something", () => {
    const coffee: DayEntry = { collection: 'food-drinks', utc_time: '2026-11-19T08:00:00Z', subjects: ['coffee'] };
    const lunch: DayEntry = { collection: 'food-drinks', utc_time: '2026-11-21T12:00:00Z', subjects: ['salad'] };
    expect(dailyValues([coffee, lunch], days, 'UTC').subjects.coffee).toEqual([true, null, false]);
  });

  it('reads weight only from related data of that type in kg', () => {
    const weight: DayEntry = {
      collection: 'related-data',
      utc_time: '2026-11-21T07:00:00Z',
      item_type: 'weight',
      measures: { value: 72.4, unit: 'kg' },
    };
    const pulse: DayEntry = {
      collection: 'related-data',
      utc_time: '2026-11-21T07:00:00Z',
      item_type: 'heart_rate',
      measures: { value: 60, unit: 'bpm' },
    };
    expect(dailyValues([weight, pulse], days, 'UTC').series.weight_kg).toEqual([null, null, 72.4]);
  });

  it('keeps the day right on a day the clocks change and in a zone half an hour off the hour', () => {
    const november = periodDays('2026-11-02', 4); // Oct 30 to Nov 2; New York falls back at 06:00 UTC on Nov 1
    const entries = [
      run('2026-10-31T03:30:00Z', 10),
      run('2026-11-01T05:30:00Z', 20),
      run('2026-11-01T06:30:00Z', 30),
      run('2026-11-02T04:30:00Z', 40),
    ];
    // 23:30 on Oct 30 (EDT), 01:30 EDT and 01:30 EST on Nov 1, 23:30 EST on Nov 1
    expect(dailyValues(entries, november, 'America/New_York').series.activity_minutes).toEqual([10, null, 90, null]);
    expect(dailyValues([run('2026-11-20T18:40:00Z', 25)], days, 'Asia/Kolkata').series.activity_minutes).toEqual([null, null, 25]);
  });
});
