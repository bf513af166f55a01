// The doctor summary's tables from entries: each symptom with its days and severity, each medication or supplement
// with its doses and days, in the person's days; and the averages of the daily series (missing days left out).
import { periodDays } from '../../functions/domain/insights/daily-values';
import { averagesOf, summaryTables, type SummaryEntry } from '../../functions/domain/insights/summary-tables';

const days = periodDays('2026-11-24', 30);
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();
const symptom = (day: string, hour: number, subjects: string[], severity?: number, details = 'felt unwell'): SummaryEntry => ({
  collection: 'test-subjects',
  utc_time: at(day, hour),
  subjects,
  details,
  measures: severity === undefined ? {} : { severity },
});
const taken = (day: string, subjects: string[], measures: SummaryEntry['measures'] = {}, details = 'took it'): SummaryEntry => ({
  collection: 'supplements',
  utc_time: at(day, 8),
  subjects,
  details,
  measures,
});

test('a symptom: its days, first and last, and the mean and highest of each day’s highest severity', () => {
  const entries = [
    symptom('2026-11-02', 9, ['headache'], 2),
    symptom('2026-11-02', 15, ['headache'], 3),
    symptom('2026-11-10', 9, ['headache'], 1),
    symptom('2026-11-20', 9, ['headache']),
    symptom('2026-11-20', 10, ['headache', 'nausea'], 4),
    { collection: 'sleep', utc_time: at('2026-11-03', 7), subjects: ['headache'], measures: { duration_min: 400 } } as SummaryEntry,
  ];
  const { symptoms } = summaryTables(entries, days, 'UTC');
  expect(symptoms).toEqual([
    {
      name: 'headache',
      days: 3,
      first_day: '2026-11-02',
      last_day: '2026-11-20',
      severity_days: 3,
      mean_severity: (3 + 1 + 4) / 3,
      max_severity: 4,
    },
    { name: 'nausea', days: 1, first_day: '2026-11-20', last_day: '2026-11-20', severity_days: 1, mean_severity: 4, max_severity: 4 },
  ]);
});

test('an entry without subjects is named by its own words; without any severity the severity is null', () => {
  const long = 'A dull ache behind the eyes that came and went all afternoon and evening, worse after screens';
  const { symptoms } = summaryTables([symptom('2026-11-05', 9, [], undefined, `  ${long}\nmore`)], days, 'UTC');
  expect(symptoms).toEqual([
    expect.objectContaining({ name: `${long.slice(0, 59)}…`, days: 1, severity_days: 0, mean_severity: null, max_severity: null }),
  ]);
});

test('days are the zone’s: 20:00 UTC is the next morning in Tokyo; entries outside the period are left out', () => {
  const entries = [
    symptom('2026-11-24', 20, ['cough'], 1),
    symptom('2026-10-20', 9, ['cough'], 1),
    symptom('2026-11-10', 20, ['cough'], 2),
  ];
  expect(summaryTables(entries, days, 'UTC').symptoms[0]).toMatchObject({ days: 2, first_day: '2026-11-10', last_day: '2026-11-24' });
  const tokyo = periodDays('2026-11-25', 30);
  expect(summaryTables(entries, tokyo, 'Asia/Tokyo').symptoms[0]).toMatchObject({
    days: 2,
    first_day: '2026-11-11',
    last_day: '2026-11-25',
  });
});

test('medications and supplements: doses with their unit, most frequent (then first) first, the days taken and how many times', () => {
  const entries = [
    taken('2026-11-01', ['magnesium'], { dose_amount: 400, dose_unit: 'mg' }),
    taken('2026-11-02', ['magnesium'], { dose_amount: 400, dose_unit: 'mg' }),
    taken('2026-11-02', ['magnesium'], { dose_amount: 200, dose_unit: 'mg' }),
    taken('2026-11-09', ['magnesium'], { dose_amount: 400, dose_unit: 'mg' }),
    taken('2026-11-03', ['ibuprofen'], { dose_amount: 2, dose_unit: 'tablet' }),
    taken('2026-11-04', ['ibuprofen'], { dose_amount: 1, dose_unit: 'tablet' }),
    taken('2026-11-05', ['vitamin d']),
    taken('2026-11-06', ['zinc', 'vitamin c'], { dose_amount: 15, dose_unit: 'mg' }),
  ];
  const { medications } = summaryTables(entries, days, 'UTC');
  expect(medications).toEqual([
    { name: 'magnesium', doses: ['400 mg', '200 mg'], days: 3, times: 4, first_day: '2026-11-01', last_day: '2026-11-09' },
    { name: 'ibuprofen', doses: ['2 tablets', '1 tablet'], days: 2, times: 2, first_day: '2026-11-03', last_day: '2026-11-04' },
    // One dose on an entry of two names belongs to neither for sure: it is not shown.
    { name: 'vitamin c', doses: [], days: 1, times: 1, first_day: '2026-11-06', last_day: '2026-11-06' },
    { name: 'vitamin d', doses: [], days: 1, times: 1, first_day: '2026-11-05', last_day: '2026-11-05' },
    { name: 'zinc', doses: [], days: 1, times: 1, first_day: '2026-11-06', last_day: '2026-11-06' },
  ]);
  expect(summaryTables(entries, days, 'UTC').symptoms).toEqual([]);
});

test('averages: mean, lowest and highest of the days with a value; a series never logged has no mean and 0 days', () => {
  const averages = averagesOf({ sleep_hours: [7, null, 8, 6], mood: [null, null, null, null] }, { sleep_hours: 'h', mood: '/10' });
  expect(averages).toEqual([
    { series: 'sleep_hours', unit: 'h', mean: 7, min: 6, max: 8, days: 3 },
    { series: 'mood', unit: '/10', mean: null, min: null, max: null, days: 0 },
  ]);
});
