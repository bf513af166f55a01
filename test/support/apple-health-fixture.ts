// A realistic Apple Health export.zip, written as a stream (docs/IMPORT.md "Apple Health"): steps and distance from
// a Watch and an iPhone (both counting the same walks), sleep stages from the Watch beside the iPhone's in-bed and
// asleep estimate, workouts (some written twice by a second app), weight, resting and plain heart rate (the bulk of
// a real export, not imported), blood pressure inside a <Correlation> and again alone, glucose in mg/dL, mindful
// sessions, State of Mind, water and caffeine; plus export_cda.xml and a workout route that the import skips.
// It answers what the import must produce, so a unit test (a month) and the bench (a year, ≥ 100 MB) compare.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { EntryCollection } from '../../shared/entry-types';
import { wallTimeToInstant } from '../../shared/time';
import { appleDate, FOOTER, HEADER, PHONE, record, WATCH, zipTo, type RecordSpec } from './apple-health-xml';

export interface FixtureOptions {
  /** Days of data, ending the day before `start` + days. */
  days: number;
  /** First day, YYYY-MM-DD (default 2026-01-01: a year of it crosses both of Europe's DST changes). */
  start?: string;
  /** The zone the phone was in (dates carry its offsets) and the import reads days in. */
  zone?: string;
  /** Plain heart-rate samples a day (not imported; they make the file as big as a real one). Default 20. */
  heartRatePerDay?: number;
  /** Step samples per active hour per device. Default 4. */
  stepSamplesPerHour?: number;
}

export interface FixtureExpectation {
  entries: Record<EntryCollection, number>;
  total: number;
  /** The steps the import should count over all days (the larger device per hour). */
  steps: number;
  /** <Record> and <Workout> elements written (what the import's progress counts). */
  records: number;
  /** Bytes of export.xml before compression. */
  xmlBytes: number;
}

const MINUTE = 60_000;
const Q = 'HKQuantityTypeIdentifier';
const STRAVA = { name: 'Strava', version: '38.1' };
const WATER = { name: 'WaterMinder', version: '5.2' };

const instants = new Map<string, number>();

/** The instant of a wall time on a day in the zone (remembered: a day's heart-rate samples all start from midnight). */
function dayAt(day: string, hour: number, minute: number, zone: string): number {
  const key = `${zone} ${day} ${hour}:${minute}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const [y, m, d] = day.split('-').map(Number);
    instant = wallTimeToInstant(Date.UTC(y, m - 1, d, hour, minute), zone);
    instants.set(key, instant);
  }
  return instant;
}

export async function writeAppleHealthFixture(path: string, options: FixtureOptions): Promise<FixtureExpectation> {
  const zone = options.zone ?? 'Europe/Berlin';
  const first = Date.parse(`${options.start ?? '2026-01-01'}T00:00:00Z`);
  const hrPerDay = options.heartRatePerDay ?? 20;
  const perHour = options.stepSamplesPerHour ?? 4;
  const entries: Record<EntryCollection, number> = {
    'physical-activities': 0,
    sleep: 0,
    'related-data': 0,
    'mood-stress': 0,
    'food-drinks': 0,
    supplements: 0,
    'test-subjects': 0,
  };
  const expected = { entries, total: 0, steps: 0, records: 0, xmlBytes: 0 };
  const out = (lines: string[]) => {
    const text = lines.join('');
    expected.xmlBytes += Buffer.byteLength(text);
    expected.records += (text.match(/<(Record|Workout) /g) ?? []).length;
    return text;
  };

  function day(index: number): string {
    const date = new Date(first + index * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const at = (h: number, m = 0) => dayAt(date, h, m, zone);
    const lines: string[] = [];
    const rec = (spec: RecordSpec) => lines.push(record(spec, zone));
    // Steps and distance: hours 7–21; the Watch sees every walk, the iPhone 80% of them (and alone at 7, Watch off).
    for (let hour = 7; hour <= 21; hour += 1) {
      const watchSteps = hour === 7 ? 0 : 100 + ((index * 37 + hour * 11) % 200);
      const phoneSteps = hour === 7 ? 150 : Math.round(watchSteps * 0.8);
      expected.steps += perHour * Math.max(watchSteps, phoneSteps);
      for (let k = 0; k < perHour; k += 1) {
        const start = at(hour, (k * 60) / perHour);
        for (const [source, steps] of [
          [WATCH, watchSteps],
          [PHONE, phoneSteps],
        ] as const) {
          if (steps === 0) continue;
          rec({ type: `${Q}StepCount`, source, unit: 'count', value: steps, start, end: start + 5 * MINUTE });
          rec({
            type: `${Q}DistanceWalkingRunning`,
            source,
            unit: 'km',
            value: (steps * 0.00072).toFixed(5),
            start,
            end: start + 5 * MINUTE,
          });
        }
      }
    }
    entries['physical-activities'] += 1;
    // Sleep that ends this morning, from 23:00 the evening before (real minutes, so a DST night is 440 asleep too).
    const bed = dayAt(new Date(first + (index - 1) * 24 * 60 * MINUTE).toISOString().slice(0, 10), 23, 0, zone);
    let t = bed;
    for (const [stage, minutes] of [
      ['AsleepCore', 120],
      ['AsleepDeep', 60],
      ['Awake', 10],
      ['AsleepREM', 80],
      ['AsleepCore', 180],
    ] as const) {
      rec({
        type: 'HKCategoryTypeIdentifierSleepAnalysis',
        source: WATCH,
        value: `HKCategoryValueSleepAnalysis${stage}`,
        start: t,
        end: t + minutes * MINUTE,
      });
      t += minutes * MINUTE;
    }
    rec({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      source: PHONE,
      value: 'HKCategoryValueSleepAnalysisInBed',
      start: bed - 15 * MINUTE,
      end: t + 15 * MINUTE,
    });
    rec({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      source: PHONE,
      value: 'HKCategoryValueSleepAnalysisAsleepUnspecified',
      start: bed + 5 * MINUTE,
      end: t - 10 * MINUTE,
    });
    entries.sleep += 1;
    // Heart rate: the bulk of a real export (skipped by the import), resting heart rate once a day (imported).
    for (let k = 0; k < hrPerDay; k += 1) {
      const start = at(0) + Math.floor((k * 24 * 60) / hrPerDay) * MINUTE;
      rec({
        type: `${Q}HeartRate`,
        source: WATCH,
        unit: 'count/min',
        value: 60 + (k % 40),
        start,
        metadata: { HKMetadataKeyHeartRateMotionContext: '0' },
      });
    }
    rec({ type: `${Q}RestingHeartRate`, source: WATCH, unit: 'count/min', value: 55 + (index % 7), start: at(8) });
    entries['related-data'] += 1;
    if (index % 7 === 0) {
      rec({
        type: `${Q}BodyMass`,
        source: { name: 'Withings', version: '6.4' },
        unit: 'kg',
        value: (72 + (index % 5) * 0.2).toFixed(1),
        start: at(7, 5),
      });
      entries['related-data'] += 1;
    }
    if (index % 5 === 0) {
      rec({ type: `${Q}BloodGlucose`, source: PHONE, unit: 'mg/dL', value: 92 + (index % 9), start: at(7, 30) });
      entries['related-data'] += 1;
    }
    if (index % 10 === 0) {
      const start = at(9);
      const bp = [
        { type: `${Q}BloodPressureSystolic`, source: PHONE, unit: 'mmHg', value: 118 + (index % 6), start },
        { type: `${Q}BloodPressureDiastolic`, source: PHONE, unit: 'mmHg', value: 76 + (index % 4), start },
      ];
      const dates = `creationDate="${appleDate(start, zone)}" startDate="${appleDate(start, zone)}" endDate="${appleDate(start, zone)}"`;
      lines.push(
        ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="${PHONE.name}" sourceVersion="17.1" ${dates}>\n`,
      );
      bp.forEach((spec) => lines.push(` ${record(spec, zone)}`));
      lines.push(' </Correlation>\n');
      bp.forEach(rec);
      entries['related-data'] += 1;
    }
    if (index % 3 === 0) {
      const start = at(18);
      const dates = `creationDate="${appleDate(start + 31 * MINUTE, zone)}" startDate="${appleDate(start, zone)}" endDate="${appleDate(start + 30.5 * MINUTE, zone)}"`;
      const open = ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30.5" durationUnit="min"`;
      if (index % 2 === 0) {
        lines.push(
          `${open} totalDistance="5.2" totalDistanceUnit="km" totalEnergyBurned="320" totalEnergyBurnedUnit="kcal" sourceName="${WATCH.name}" sourceVersion="10.1" ${dates}/>\n`,
        );
      } else {
        lines.push(`${open} sourceName="${WATCH.name}" sourceVersion="10.1" ${dates}>\n`);
        lines.push(`  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n`);
        lines.push(
          `  <WorkoutStatistics type="${Q}ActiveEnergyBurned" startDate="${appleDate(start, zone)}" endDate="${appleDate(start + 30.5 * MINUTE, zone)}" sum="320" unit="kcal"/>\n`,
        );
        lines.push(
          `  <WorkoutStatistics type="${Q}DistanceWalkingRunning" startDate="${appleDate(start, zone)}" endDate="${appleDate(start + 30.5 * MINUTE, zone)}" sum="5.2" unit="km"/>\n`,
        );
        lines.push(
          `  <WorkoutRoute sourceName="${WATCH.name}" ${dates}>\n   <FileReference path="/workout-routes/route_${index}.gpx"/>\n  </WorkoutRoute>\n </Workout>\n`,
        );
      }
      if (index % 9 === 0) lines.push(`${open} sourceName="${STRAVA.name}" sourceVersion="${STRAVA.version}" ${dates}/>\n`);
      entries['physical-activities'] += 1;
    }
    if (index % 2 === 0) {
      rec({
        type: 'HKCategoryTypeIdentifierMindfulSession',
        source: PHONE,
        value: 'HKCategoryValueNotApplicable',
        start: at(7, 30),
        end: at(7, 40),
      });
      entries['mood-stress'] += 1;
    }
    if (index % 4 === 0) {
      const valence = (((index % 9) - 4) / 4).toFixed(2);
      rec({
        type: 'HKDataTypeStateOfMind',
        source: PHONE,
        start: at(20),
        metadata: { HKStateOfMindValence: valence, HKStateOfMindLabels: 'HKStateOfMindLabelCalm,HKStateOfMindLabelContent' },
      });
      entries['mood-stress'] += 1;
    }
    for (const hour of [9, 12, 15, 18]) rec({ type: `${Q}DietaryWater`, source: WATER, unit: 'mL', value: 250, start: at(hour) });
    for (const hour of [8, 14]) rec({ type: `${Q}DietaryCaffeine`, source: WATER, unit: 'mg', value: 95, start: at(hour) });
    entries['food-drinks'] += 2;
    return out(lines);
  }

  async function* xml() {
    yield out([HEADER]);
    for (let index = 0; index < options.days; index += 1) yield day(index);
    yield out([FOOTER]);
  }

  await zipTo(createWriteStream(path), {
    'apple_health_export/export_cda.xml': '<?xml version="1.0"?><ClinicalDocument/>',
    'apple_health_export/export.xml': Readable.from(xml()),
    'apple_health_export/workout-routes/route_0.gpx': '<?xml version="1.0"?><gpx version="1.1"/>',
  });
  expected.total = Object.values(entries).reduce((a, b) => a + b, 0);
  return expected;
}
