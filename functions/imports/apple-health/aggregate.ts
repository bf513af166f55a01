// Samples to entries (docs/IMPORT.md "Apple Health"). Point samples (workouts, weight, blood pressure, resting heart
// rate, glucose, mindful sessions, State of Mind) become entries at once; daily totals (steps and distance, water,
// caffeine) and nights of sleep are kept as small per-day sums and come out at the end, as do meals (a food app's
// dietary records of one instant, meals.ts). Days and nights are the phone's, as the samples were written
// (written-time.ts), so the same export imported in another zone makes the same entries. Duplicates of one fact
// (several sources, a blood pressure listed both inside its <Correlation> and alone) are written once. Samples in the
// future and sleep values HealthKit does not define are counted (import-notes.ts), not imported.
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { canonicalValue } from '../../../shared/measures';
import { NUTRIENTS } from '../../../shared/nutrition';
import { DayTotals } from './day-totals';
import * as build from './entries';
import type { RecordSample, Sample, WorkoutSample } from './read-samples';
import { Meals } from './meals';
import type { ImportNotes } from './import-notes';
import { sleepStage, SleepNights } from './sleep-nights';
import { glucoseUnit, toKcal, toKm, toMg, toMinutes, toMl } from './units';
import type { ZoneClock } from './zone-clock';
import { stateOfMind } from './state-of-mind';
import { WrittenDays } from './written-days';
import { writtenNight } from './written-time';

const Q = 'HKQuantityTypeIdentifier';
const RELATED: Readonly<Record<string, { name: string; type: string; unit?: string }>> = {
  [`${Q}BodyMass`]: { name: 'Weight', type: 'weight' },
  [`${Q}RestingHeartRate`]: { name: 'Resting heart rate', type: 'resting_heart_rate', unit: 'bpm' },
  [`${Q}BloodGlucose`]: { name: 'Blood glucose', type: 'blood_glucose' },
};

export class Aggregator {
  private readonly steps = new DayTotals(24);
  private readonly distance = new DayTotals(24);
  private readonly water = new DayTotals(1);
  private readonly caffeine = new DayTotals(1);
  private readonly sleep = new SleepNights();
  private readonly meals: Meals;
  private readonly written = new Set<string>();
  private readonly pressure = new Map<string, { systolic?: number; diastolic?: number }>();
  private readonly days = new WrittenDays();

  constructor(
    private readonly clock: ZoneClock,
    private readonly notes: ImportNotes,
    maxMeals?: number,
  ) {
    this.meals = new Meals(maxMeals);
  }

  /** Samples left out for being past a limit, as problems the preview lists (meals.ts). */
  problems(): string[] {
    return this.meals.problems();
  }

  /** The entries this sample completes (most samples complete none until the end). */
  add(sample: Sample): ImportedEntry[] {
    if (this.notes.isFuture(sample)) return [];
    const entry = sample.kind === 'workout' ? this.workout(sample) : this.record(sample);
    if (!entry || this.written.has(entry.sourceKey)) return [];
    this.written.add(entry.sourceKey);
    return [entry];
  }

  private record(r: RecordSample): ImportedEntry | undefined {
    const value = Number(r.value);
    const { clock } = this;
    if (this.meals.add(r)) return undefined;
    const hour = () => new Date(r.start + r.offset * 60_000).getUTCHours();
    switch (r.type) {
      case `${Q}StepCount`:
        return void this.steps.add(this.days.add(r.start, r.offset), hour(), r.source, value);
      case `${Q}DistanceWalkingRunning`:
        return void this.distance.add(this.days.add(r.start, r.offset), hour(), r.source, toKm(value, r.unit) ?? 0);
      case 'HKCategoryTypeIdentifierSleepAnalysis':
        return this.sleepSample(r);
      case `${Q}BloodPressureSystolic`:
      case `${Q}BloodPressureDiastolic`:
        return this.bloodPressure(r, value);
      case 'HKCategoryTypeIdentifierMindfulSession': {
        const minutes = (r.end - r.start) / 60_000;
        return build.mood(clock, 'mindful', r.start, `Mindful session, ${Math.max(1, Math.round(minutes))} min`, {}, ['mindfulness']);
      }
    }
    if (/StateOfMind/i.test(r.type)) return stateOfMind(clock, r);
    const related = RELATED[r.type];
    if (!related || !Number.isFinite(value)) return undefined;
    const unit = related.unit ?? (r.type.endsWith('BloodGlucose') ? glucoseUnit(r.unit) : r.unit);
    const canonical = canonicalValue(value, unit);
    const shown = { value: Math.round(canonical.value * 100) / 100, unit: canonical.unit };
    return build.related(clock, r.start, related.name, related.type, `${shown.value} ${shown.unit}`, shown);
  }

  /** Asleep stages make nights; InBed and Awake are read and not counted; any other value is counted for the preview. */
  private sleepSample(r: RecordSample): undefined {
    const stage = sleepStage(r.value);
    if (stage === 'asleep') this.sleep.add(writtenNight(r.start, r.offset), r.source, r.start, r.end);
    else if (stage === undefined) this.notes.unknownSleepValue(r.value);
    return undefined;
  }

  /** Systolic and diastolic of one reading (same start and source) make one entry, whichever comes first. */
  private bloodPressure(r: RecordSample, value: number): ImportedEntry | undefined {
    if (!Number.isFinite(value)) return undefined;
    const key = `${r.start}|${r.source}`;
    const reading = this.pressure.get(key) ?? {};
    if (r.type.endsWith('Systolic')) reading.systolic = Math.round(value);
    else reading.diastolic = Math.round(value);
    if (reading.systolic === undefined || reading.diastolic === undefined) return void this.pressure.set(key, reading);
    this.pressure.delete(key);
    const { systolic, diastolic } = reading;
    return build.related(this.clock, r.start, 'Blood pressure', 'blood_pressure', `${systolic}/${diastolic} mmHg`, { systolic, diastolic });
  }

  private workout(w: WorkoutSample): ImportedEntry | undefined {
    const a = w.attributes;
    const minutes = toMinutes(Number(a.duration), a.durationUnit ?? 'min') ?? (w.end - w.start) / 60_000;
    const stat = (pattern: RegExp) => w.statistics.find((s) => pattern.test(s.type) && s.sum !== undefined);
    const distanceStat = stat(/Distance/);
    const energyStat = stat(/ActiveEnergyBurned/);
    const km = a.totalDistance
      ? toKm(Number(a.totalDistance), a.totalDistanceUnit)
      : distanceStat && toKm(distanceStat.sum!, distanceStat.unit);
    const kcal = a.totalEnergyBurned
      ? toKcal(Number(a.totalEnergyBurned), a.totalEnergyBurnedUnit)
      : energyStat && toKcal(energyStat.sum!, energyStat.unit);
    return build.workout(this.clock, w.activity, w.start, minutes, km, kcal);
  }

  /** Water and caffeine recorded alone (no meal's): the day's totals. */
  private drink(r: RecordSample): void {
    const value = Number(r.value);
    const day = this.days.add(r.start, r.offset);
    if (r.type === `${Q}DietaryWater`) this.water.add(day, 0, r.source, toMl(value, r.unit) ?? 0);
    else this.caffeine.add(day, 0, r.source, toMg(value, r.unit) ?? 0);
  }

  /** The daily entries, the nights and the meals, once every sample is read (`exportedAt`: the export's <ExportDate>). */
  *finish(exportedAt?: number): Generator<ImportedEntry> {
    const clock = this.clock;
    yield* this.meals.finish(clock, (r) => this.drink(r));
    // A day's total at noon, as the CSV import puts a date without a time: read later in a zone a few hours
    // away it stays on its day, where 00:00 or 23:59 would move to the next or the day before (written-days.ts).
    const noon = (day: string) => this.days.at(day, exportedAt);
    const steps = this.steps.totals();
    const distance = this.distance.totals();
    for (const day of new Set([...steps.keys(), ...distance.keys()])) {
      yield build.dayActivity(clock, day, noon(day), steps.get(day) ?? 0, distance.get(day) ?? 0);
    }
    for (const night of this.sleep.result()) yield build.sleep(clock, night);
    for (const [day, ml] of this.water.totals()) {
      const volume = Math.min(Math.round(ml), 10_000);
      yield build.dayDrink(clock, 'water', day, noon(day), `Water ${volume.toLocaleString('en-US')} ml`, {
        volume_ml: volume,
        water_g: volume,
      });
    }
    for (const [day, mg] of this.caffeine.totals()) {
      const caffeine = Math.min(Math.round(mg), NUTRIENTS.caffeine_mg.max);
      yield build.dayDrink(clock, 'caffeine', day, noon(day), `Caffeine ${caffeine} mg`, { caffeine: true, caffeine_mg: caffeine });
    }
  }
}
