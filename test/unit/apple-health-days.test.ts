// Apple Health samples land on the days the phone wrote them on (docs/IMPORT.md "Apple Health"): across Berlin's
// spring-forward day, west of UTC (Los Angeles) and east of it (Tokyo), the same whatever zone the import is in (issue
// 25: a second import in another zone added every step day again); two sources never count a fact twice.
import { importAppleHealth } from '../../functions/imports/apple-health/import-apple-health';
import { bufferZipSource } from '../../functions/imports/apple-health/zip-source';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import type { Measures } from '../../shared/measures';
import { HEADER, FOOTER, PHONE, WATCH, zipBuffer } from '../support/apple-health-xml';

const Q = 'HKQuantityTypeIdentifier';
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';
type Line = [type: string, source: typeof WATCH, start: string, end: string, value: string | number, unit?: string];

/** An export.xml of these records (dates exactly as written), imported in `zone`. */
async function importOf(zone: string, lines: Line[], extra = ''): Promise<ImportedEntry[]> {
  const records = lines.map(
    ([type, source, start, end, value, unit]) =>
      ` <Record type="${type}" sourceName="${source.name}" sourceVersion="${source.version}"${unit ? ` unit="${unit}"` : ''} creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`,
  );
  const zip = await zipBuffer({ 'apple_health_export/export.xml': HEADER + records.join('') + extra + FOOTER });
  const entries: ImportedEntry[] = [];
  for await (const batch of importAppleHealth(bufferZipSource(zip), { zone })) entries.push(...batch.entries);
  return entries;
}
const steps = (at: string, value: number, source = WATCH): Line => [`${Q}StepCount`, source, at, at, value, 'count'];
const byKey = (entries: ImportedEntry[]) => Object.fromEntries(entries.map((e) => [e.sourceKey, (e.entry.measures ?? {}) as Measures]));

test("Berlin's spring-forward day: samples on either side of the gap and of UTC midnight are that day's", async () => {
  const entries = await importOf('Europe/Berlin', [
    steps('2026-03-29 00:30:00 +0100', 50), // 23:30 UTC on the 28th
    steps('2026-03-29 01:30:00 +0100', 100),
    steps('2026-03-29 03:30:00 +0200', 200),
    steps('2026-03-29 23:30:00 +0200', 10),
    steps('2026-03-30 00:30:00 +0200', 7),
    steps('2026-03-28 23:30:00 +0100', 3),
  ]);
  expect(byKey(entries)).toEqual({
    'steps/2026-03-28': { steps: 3 },
    'steps/2026-03-29': { steps: 360 },
    'steps/2026-03-30': { steps: 7 },
  });
  expect(entries.find((e) => e.sourceKey === 'steps/2026-03-29')!.entry).toMatchObject({
    calculated_timestamp: '2026-03-29T12:00:00+02:00',
    device_timezone: 'Europe/Berlin',
    device_offset_minutes: 120,
  });
});

test('Los Angeles: an evening sample is that evening; the same export imported in another zone makes the same entries', async () => {
  const lines = [steps('2026-03-01 22:00:00 -0800', 500), steps('2026-03-02 00:30:00 -0800', 20)];
  const entries = await importOf('America/Los_Angeles', lines);
  expect(byKey(entries)).toEqual({ 'steps/2026-03-01': { steps: 500 }, 'steps/2026-03-02': { steps: 20 } });
  expect(entries[0].entry).toMatchObject({ calculated_timestamp: '2026-03-01T12:00:00-08:00', device_timezone: 'America/Los_Angeles' });
  // In Berlin the keys and the instants are the same (so are the ids); only the clock they are shown on differs.
  const berlin = await importOf('Europe/Berlin', lines);
  expect(byKey(berlin)).toEqual(byKey(entries));
  expect(berlin[0].entry).toMatchObject({ calculated_timestamp: '2026-03-01T21:00:00+01:00', device_timezone: 'Europe/Berlin' });
});

test("Tokyo: a night that starts on the 1st is the 2nd's night, with bedtime and wake time on Tokyo's clock", async () => {
  const entries = await importOf('Asia/Tokyo', [
    [SLEEP, WATCH, '2026-03-01 23:00:00 +0900', '2026-03-02 03:00:00 +0900', 'HKCategoryValueSleepAnalysisAsleepCore'],
    [SLEEP, WATCH, '2026-03-02 03:20:00 +0900', '2026-03-02 06:30:00 +0900', 'HKCategoryValueSleepAnalysisAsleepREM'],
    steps('2026-03-02 01:00:00 +0900', 30),
  ]);
  expect(byKey(entries)).toEqual({
    'sleep/2026-03-02': { duration_min: 430, bedtime: '23:00', wake_time: '06:30', awakenings: 1 },
    'steps/2026-03-02': { steps: 30 },
  });
});

test('two sources: per hour the larger count wins, a night is the source that slept most, InBed and Awake never count', async () => {
  const entries = await importOf('Europe/Berlin', [
    steps('2026-05-04 09:10:00 +0200', 300),
    steps('2026-05-04 09:40:00 +0200', 200),
    steps('2026-05-04 09:15:00 +0200', 400, PHONE),
    steps('2026-05-04 10:15:00 +0200', 300, PHONE),
    [SLEEP, PHONE, '2026-05-03 22:30:00 +0200', '2026-05-04 07:30:00 +0200', 'HKCategoryValueSleepAnalysisInBed'],
    [SLEEP, PHONE, '2026-05-03 23:30:00 +0200', '2026-05-04 06:00:00 +0200', 'HKCategoryValueSleepAnalysisAsleepUnspecified'],
    [SLEEP, WATCH, '2026-05-03 23:00:00 +0200', '2026-05-04 03:00:00 +0200', 'HKCategoryValueSleepAnalysisAsleepCore'],
    [SLEEP, WATCH, '2026-05-04 02:00:00 +0200', '2026-05-04 03:00:00 +0200', 'HKCategoryValueSleepAnalysisAsleepDeep'],
    [SLEEP, WATCH, '2026-05-04 03:00:00 +0200', '2026-05-04 03:10:00 +0200', 'HKCategoryValueSleepAnalysisAwake'],
    [SLEEP, WATCH, '2026-05-04 03:10:00 +0200', '2026-05-04 07:00:00 +0200', 'HKCategoryValueSleepAnalysisAsleepREM'],
  ]);
  expect(byKey(entries)).toEqual({
    'steps/2026-05-04': { steps: 800 },
    'sleep/2026-05-04': { duration_min: 470, bedtime: '23:00', wake_time: '07:00', awakenings: 1 },
  });
});

test('a blood pressure inside its correlation and again alone is one reading; units become canonical', async () => {
  const bp = (type: string, value: number) =>
    `  <Record type="${Q}BloodPressure${type}" sourceName="Omron" sourceVersion="1" unit="mmHg" creationDate="2026-05-04 09:00:00 +0200" startDate="2026-05-04 09:00:00 +0200" endDate="2026-05-04 09:00:00 +0200" value="${value}"/>\n`;
  const correlation = ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" sourceVersion="1" creationDate="2026-05-04 09:00:00 +0200" startDate="2026-05-04 09:00:00 +0200" endDate="2026-05-04 09:00:00 +0200">\n${bp('Systolic', 121)}${bp('Diastolic', 79)} </Correlation>\n`;
  const at = '2026-05-04 08:00:00 +0200';
  const entries = await importOf(
    'Europe/Berlin',
    [
      [`${Q}BodyMass`, PHONE, at, at, 160, 'lb'],
      [`${Q}BloodGlucose`, PHONE, at, at, 5.4, 'mmol&lt;180.15588000005408&gt;/L'],
      [`${Q}DietaryWater`, PHONE, at, at, 16, 'fl_oz_us'],
    ],
    correlation + bp('Systolic', 121) + bp('Diastolic', 79),
  );
  expect(entries.map((e) => ('data_details' in e.entry ? e.entry.data_details : e.entry.details)).sort()).toEqual([
    '121/79 mmHg',
    '5.4 mmol/L',
    '72.57 kg',
    'Water 473 ml',
  ]);
});
