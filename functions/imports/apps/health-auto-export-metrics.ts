// The metrics of a Health Auto Export row Tend has a place for (docs/IMPORT.md "Other apps' exports"), each as an
// entry with its measures in canonical units: steps and walking distance, sleep, weight, resting heart rate, body
// fat, oxygen saturation, blood pressure, blood glucose, body temperature, water and mindful minutes. Keys are
// `<metric>/<Date cell>`, so the same day imported again adds nothing.
import { formatDuration, KM_PER_MILE, ML_PER_FL_OZ, type Measures } from '../../../shared/measures';
import type { AppContext, AppEntry } from './app-format';
import { detailEntry, grouped, reading, relatedEntry } from './app-entries';

/** A row's metric cells: `Sleep Analysis [Asleep]` → its number and the header's unit. */
export type MetricCells = Map<string, { value: number; unit: string }>;

/** The metric names (without part and unit) read; every other column is dropped. */
export const METRIC_NAMES = new Set([
  'Step Count',
  'Walking + Running Distance',
  'Sleep Analysis',
  'Weight & Body Mass',
  'Weight',
  'Body Mass',
  'Resting Heart Rate',
  'Body Fat Percentage',
  'Blood Oxygen Saturation',
  'Blood Pressure',
  'Blood Glucose',
  'Body Temperature',
  'Dietary Water',
  'Mindful Minutes',
]);

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Distance in km from km, mi or m. */
function kilometres({ value, unit }: { value: number; unit: string }): number {
  const u = unit.toLowerCase();
  return round(u === 'mi' ? value * KM_PER_MILE : u === 'm' ? value / 1000 : value, 2);
}

/** Volume in ml from mL, L or US fluid ounces (`fl_oz_us`). */
function millilitres({ value, unit }: { value: number; unit: string }): number {
  const u = unit.toLowerCase();
  return Math.round(u === 'l' ? value * 1000 : u.startsWith('fl') || u === 'oz' ? value * ML_PER_FL_OZ : value);
}

/** A percentage Health writes as 0.97 or 97. */
const percent = (value: number) => round(value <= 1 ? value * 100 : value, 1);

export function metricEntries(cells: MetricCells, date: string, at: number, context: AppContext): AppEntry[] {
  const entries: AppEntry[] = [];
  const cell = (...names: string[]) => names.map((name) => cells.get(name)).find(Boolean);
  const steps = cell('Step Count');
  const distance = cell('Walking + Running Distance');
  if (steps || distance) {
    const measures: Measures = {};
    if (steps) measures.steps = Math.round(steps.value);
    if (distance) measures.distance_km = kilometres(distance);
    const words = [steps && `${grouped(measures.steps!)} steps`, distance && `${measures.distance_km} km`].filter(Boolean);
    entries.push(
      detailEntry('physical-activities', `steps/${date}`, at, context, {
        details: `Walked ${words.join(', ')}`,
        measures,
        subjects: ['walking'],
      }),
    );
  }
  const asleep = cell('Sleep Analysis [Asleep]', 'Sleep Analysis [Total]', 'Sleep Analysis');
  if (asleep && asleep.value > 0) {
    const minutes = Math.min(Math.round(asleep.unit === 'min' ? asleep.value : asleep.value * 60), 24 * 60);
    entries.push(
      detailEntry('sleep', `sleep/${date}`, at, context, {
        details: `Slept ${formatDuration(minutes)}`,
        measures: { duration_min: minutes },
        subjects: ['sleep'],
      }),
    );
  }
  const weight = cell('Weight & Body Mass', 'Weight', 'Body Mass');
  if (weight) entries.push(reading(`weight/${date}`, at, context, { name: 'Weight', type: 'weight', ...weight }));
  const resting = cell('Resting Heart Rate');
  if (resting)
    entries.push(
      reading(`resting_heart_rate/${date}`, at, context, {
        name: 'Resting heart rate',
        type: 'resting_heart_rate',
        value: Math.round(resting.value),
        unit: 'bpm',
      }),
    );
  const fat = cell('Body Fat Percentage');
  if (fat)
    entries.push(reading(`body_fat/${date}`, at, context, { name: 'Body fat', type: 'body_fat', value: percent(fat.value), unit: '%' }));
  const oxygen = cell('Blood Oxygen Saturation');
  if (oxygen)
    entries.push(
      reading(`oxygen_saturation/${date}`, at, context, {
        name: 'Oxygen saturation',
        type: 'oxygen_saturation',
        value: percent(oxygen.value),
        unit: '%',
      }),
    );
  const [systolic, diastolic] = [cell('Blood Pressure [Systolic]'), cell('Blood Pressure [Diastolic]')];
  if (systolic && diastolic) {
    const measures = { systolic: Math.round(systolic.value), diastolic: Math.round(diastolic.value) };
    const text = `${measures.systolic}/${measures.diastolic} mmHg`;
    entries.push(relatedEntry(`blood_pressure/${date}`, at, context, { name: 'Blood pressure', type: 'blood_pressure', text, measures }));
  }
  const glucose = cell('Blood Glucose');
  if (glucose) entries.push(reading(`blood_glucose/${date}`, at, context, { name: 'Blood glucose', type: 'blood_glucose', ...glucose }));
  const temperature = cell('Body Temperature');
  if (temperature) {
    const unit = /f$/i.test(temperature.unit) ? '°F' : '°C';
    entries.push(
      reading(`temperature/${date}`, at, context, { name: 'Body temperature', type: 'temperature', value: temperature.value, unit }),
    );
  }
  const water = cell('Dietary Water');
  if (water && water.value > 0) {
    const ml = Math.min(millilitres(water), 10_000);
    entries.push(
      detailEntry('food-drinks', `water/${date}`, at, context, {
        details: `Water ${grouped(ml)} ml`,
        measures: { volume_ml: ml, water_g: ml },
        subjects: ['water'],
      }),
    );
  }
  const mindful = cell('Mindful Minutes');
  if (mindful && mindful.value > 0) {
    entries.push(
      detailEntry('mood-stress', `mindful/${date}`, at, context, {
        details: `Mindful session, ${formatDuration(mindful.value)}`,
        subjects: ['mindfulness'],
      }),
    );
  }
  return entries;
}
