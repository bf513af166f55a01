// The period's daily series as CSV: a row per day with a column per series, an empty cell (never 0) for a day with
// nothing logged, the file named by its first and last day.
import { UTF8_BOM } from '@shared/csv-format';
import { SERIES_CSV_COLUMNS, seriesCsv } from '../series-csv';
import { insightsAnswer } from './render-analytics';

// The fixtures' module renders the page, which draws with uPlot (no canvas here).
jest.mock('uplot', () => ({ __esModule: true, default: class {} }));

const lines = (text: string) => text.replace(UTF8_BOM, '').split('\r\n');

test('a header, then one row per day with every series and the day’s entries; a missing day is an empty cell', () => {
  const answer = insightsAnswer(
    7,
    {
      sleep_hours: [7.5, null, 8, null, null, 6.25, 7.123456],
      mood: [null, 0, null, null, null, null, 6],
      weight_kg: [72.4, null, null, null, null, null, null],
    },
    undefined,
    { energy_kcal: [null, null, 1850, null, null, null, null], caffeine_mg: [null, null, 0, null, null, null, null] },
    [0, 0, 1, 0, 0, 0, 0],
  );
  const { text, filename } = seriesCsv(answer);
  expect(filename).toBe('health-series-2026-03-24-to-2026-03-30.csv');
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  // The header is the exported column list.
  expect(lines(text)[0]).toBe(SERIES_CSV_COLUMNS.join(','));
  expect(lines(text)).toEqual([
    'date,sleep_hours,sleep_quality,activity_minutes,mood,stress,energy,symptom_severity,weight_kg,entries,' +
      'energy_kcal,protein_g,carbs_g,fat_g,fiber_g,sugars_g,sodium_mg,caffeine_mg,alcohol_g,food_entries,food_entries_without_numbers',
    '2026-03-24,7.5,,,,,,,72.4,2,,,,,,,,,,0,0',
    '2026-03-25,,,,0,,,,,1,,,,,,,,,,0,0',
    // Food with 1,850 kcal and 0 mg of caffeine (a real 0), and one entry without numbers; no kcal on the other days.
    '2026-03-26,8,,,,,,,,2,1850,,,,,,,0,,1,1',
    '2026-03-27,,,,,,,,,0,,,,,,,,,,0,0',
    '2026-03-28,,,,,,,,,0,,,,,,,,,,0,0',
    '2026-03-29,6.25,,,,,,,,1,,,,,,,,,,0,0',
    '2026-03-30,7.123,,,6,,,,,2,,,,,,,,,,0,0',
    '',
  ]);
});

test('a cell that needs it is quoted, and nothing reads as a spreadsheet formula', () => {
  const answer = insightsAnswer(7);
  answer.days[0] = '2026-03-24,"x"';
  answer.days[1] = '=HYPERLINK("x")';
  const rows = lines(seriesCsv(answer).text);
  expect(rows[1].startsWith('"2026-03-24,""x"""')).toBe(true);
  expect(rows[2].startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
});
