// A span of days and the days inside a text (the weekly report) go through the app's one date format, so they follow
// the person's date-order setting like every other date (docs/DATES.md; issue 23: "Nov 20 – 26, 2026" ignored it).
import { formatDateRange, formatDaysIn, type DateFormat } from '..';

const DMY: DateFormat = { order: 'DMY', clock: '24h' };
const MDY: DateFormat = { order: 'MDY', clock: '12h' };
const YMD: DateFormat = { order: 'YMD', clock: '24h' };

test('a span of days in each date order', () => {
  expect(formatDateRange('2026-11-20', '2026-11-26', DMY)).toBe('20/11/2026 – 26/11/2026');
  expect(formatDateRange('2026-11-20', '2026-11-26', MDY)).toBe('11/20/2026 – 11/26/2026');
  expect(formatDateRange('2026-11-20', '2026-11-26', YMD)).toBe('2026-11-20 – 2026-11-26');
  expect(formatDateRange('2026-12-28', '2027-01-03', DMY)).toBe('28/12/2026 – 03/01/2027');
});

test('one day is written once', () => {
  expect(formatDateRange('2026-11-20', '2026-11-20', DMY)).toBe('20/11/2026');
});

test("the days of a report's text, in each date order, and nothing else touched", () => {
  const text = 'Weekly report: 2026-11-20 – 2026-11-26 against 2026-10-23 – 2026-11-19; 7 h 5 min, 2026-11-20T08:00:00Z stays.';
  expect(formatDaysIn(text, DMY)).toBe(
    'Weekly report: 20/11/2026 – 26/11/2026 against 23/10/2026 – 19/11/2026; 7 h 5 min, 2026-11-20T08:00:00Z stays.',
  );
  expect(formatDaysIn(text, MDY)).toContain('Weekly report: 11/20/2026 – 11/26/2026 against 10/23/2026 – 11/19/2026');
  expect(formatDaysIn(text, YMD)).toBe(text);
  expect(formatDaysIn('A title with no day', DMY)).toBe('A title with no day');
});
