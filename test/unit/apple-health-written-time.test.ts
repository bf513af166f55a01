// The pieces of issue 25's Apple Health rules, alone (docs/IMPORT.md "Apple Health"): a time's written offset and
// wall day (the same fact in any import zone), a time without an offset read in the import's zone, every value of the
// sleep category by name or number, and the one future rule every importer's entries pass (storedEntryOf).
import { sleepStage } from '../../functions/imports/apple-health/sleep-nights';
import { WrittenDays } from '../../functions/imports/apple-health/written-days';
import { writtenDay, writtenNight, writtenTime } from '../../functions/imports/apple-health/written-time';
import { EntryProblem, storedEntryOf } from '../../functions/imports/job/stored-entry';

test('a written time: its instant, its offset, its wall day; without an offset, read in the zone and marked', () => {
  expect(writtenTime('2026-03-01 23:30:00 +0100', 'Asia/Tokyo')).toEqual({
    ms: Date.parse('2026-03-01T22:30:00Z'),
    offset: 60,
    bare: false,
  });
  expect(writtenTime('2026-03-01 23:30:00 -05:30', 'UTC')).toMatchObject({ offset: -330, bare: false });
  expect(writtenTime('2026-03-01T23:30:00Z', 'Asia/Tokyo')).toMatchObject({ offset: 0, bare: false });
  expect(writtenTime('2026-03-01 21:57:00', 'America/Chicago')).toEqual({
    ms: Date.parse('2026-03-02T03:57:00Z'),
    offset: -360,
    bare: true,
  });
  expect(writtenTime('2026-03-01', 'UTC')).toMatchObject({ bare: true });
  expect(writtenTime('yesterday', 'UTC')).toBeUndefined();
  const late = Date.parse('2026-03-01T22:30:00Z');
  expect([writtenDay(late, 60), writtenDay(late, -480)]).toEqual(['2026-03-01', '2026-03-01']);
  expect(writtenDay(late, 120)).toBe('2026-03-02');
  expect(writtenNight(late, 60)).toBe('2026-03-02'); // 23:30: the night the person wakes from on the 2nd
});

test("a day's entry is at noon of its written offset, or the export's time on the export's morning", () => {
  const days = new WrittenDays();
  // Berlin's spring-forward day: the sample nearest noon gives the offset (+02:00).
  days.add(Date.parse('2026-03-29T00:30:00+01:00'), 60);
  days.add(Date.parse('2026-03-29T11:00:00+02:00'), 120);
  expect(new Date(days.at('2026-03-29', Date.parse('2026-04-01T00:00:00Z'))).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  // An export time before the day's latest sample (no real export has one) never puts the entry before its samples.
  expect(days.at('2026-03-29', Date.parse('2026-03-29T09:00:00+02:00'))).toBe(Date.parse('2026-03-29T11:00:00+02:00'));
  // Exported at 08:30 that morning: the day's entry is at 08:30, not at a noon that had not come.
  days.add(Date.parse('2026-03-30T08:00:00+02:00'), 120);
  expect(days.at('2026-03-30', Date.parse('2026-03-30T08:30:00+02:00'))).toBe(Date.parse('2026-03-30T08:30:00+02:00'));
});

test('every sleep value HealthKit defines, by name or number; anything else is unknown', () => {
  const stages = ['0', '1', '2', '3', '4', '5', 'InBed', 'Asleep', 'AsleepUnspecified', 'AsleepCore', 'AsleepDeep', 'AsleepREM', 'Awake'];
  expect(stages.map(sleepStage)).toEqual([
    'in-bed',
    'asleep',
    'awake',
    'asleep',
    'asleep',
    'asleep',
    'in-bed',
    'asleep',
    'asleep',
    'asleep',
    'asleep',
    'asleep',
    'awake',
  ]);
  expect(sleepStage('HKCategoryValueSleepAnalysisAsleepREM')).toBe('asleep');
  expect(['6', '-1', '', 'HKCategoryValueSleepAnalysisDozing', '1.5'].map(sleepStage)).toEqual(Array(5).fill(undefined));
});

test('storedEntryOf refuses an entry more than the capture’s hour ahead, whatever importer made it', () => {
  const now = '2026-03-01T12:00:00.000Z';
  const at = (iso: string) => ({
    collection: 'sleep' as const,
    entry: { calculated_timestamp: iso, device_timezone: 'UTC', details: 'Slept 7 h' },
    source: 'csv' as const,
    sourceKey: `row/${iso}`,
  });
  expect(storedEntryOf(at('2026-03-01T12:59:00Z'), { userId: 'u', now }).utc_time).toBe('2026-03-01T12:59:00.000Z');
  expect(() => storedEntryOf(at('2026-03-01T13:01:00Z'), { userId: 'u', now })).toThrow(EntryProblem);
  expect(() => storedEntryOf(at('2026-03-01T13:01:00Z'), { userId: 'u', now })).toThrow(
    'sleep of 2026-03-01T13:01:00Z: calculated_timestamp: This time is in the future. Check it.',
  );
});
