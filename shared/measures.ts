// Measures: the numbers an entry carries (docs/MEASURES.md). One table of every measure with its label, kind,
// range and canonical metric unit; which measures each entry type has; how a value reads in the person's units.
// Without zod, so pages can read it without the schema library; shared/schemas/measures.ts builds the schema.
import type { EntryCollection } from './entry-types';
import {
  drinksIn,
  GRAMS_MAX,
  NUTRIENT_NAMES,
  NUTRIENTS,
  nutritionLine,
  STORED_DRINK_UNIT,
  type DrinkUnit,
  type NutrientName,
  type NutrientValues,
} from './nutrition';

export type MeasureKind = 'integer' | 'number' | 'clock' | 'choice' | 'yes-no' | 'text';

export interface MeasureDef {
  label: string;
  kind: MeasureKind;
  /** Inclusive bounds of numbers, in the canonical unit. */
  min?: number;
  max?: number;
  /** The canonical (stored) unit, metric. */
  unit?: string;
  /** The values of a choice, or the suggested values of a text. */
  options?: readonly string[];
  /** Longest text. */
  maxLength?: number;
}

export const INTENSITIES = ['light', 'moderate', 'vigorous'] as const;
export const DOSE_UNITS = ['mg', 'mcg', 'g', 'IU', 'ml', 'drop', 'tablet', 'capsule', 'puff', 'scoop', 'unit'] as const;
/** Units a related-data value is stored in; others are converted (lb → kg, °F → °C, mg/dL → mmol/L). */
export const VALUE_UNITS = ['kg', '°C', 'mmol/L', 'bpm', '%', 'mmHg', 'ms', 'cm', 'h', 'min', 'count'] as const;

/** The nutrient measures of a food or drink (shared/nutrition.ts), as measures. */
const NUTRIENT_MEASURES = Object.fromEntries(
  NUTRIENT_NAMES.map((name) => [
    name,
    { label: NUTRIENTS[name].label, kind: 'number', min: 0, max: NUTRIENTS[name].max, unit: NUTRIENTS[name].unit },
  ]),
) as Record<NutrientName, MeasureDef>;

export const MEASURES = {
  duration_min: { label: 'Duration', kind: 'number', min: 0, max: 24 * 60, unit: 'min' },
  bedtime: { label: 'Bedtime', kind: 'clock' },
  wake_time: { label: 'Wake time', kind: 'clock' },
  quality: { label: 'Sleep quality (1–5)', kind: 'integer', min: 1, max: 5 },
  awakenings: { label: 'Awakenings', kind: 'integer', min: 0, max: 50 },
  distance_km: { label: 'Distance', kind: 'number', min: 0, max: 1000, unit: 'km' },
  steps: { label: 'Steps', kind: 'integer', min: 0, max: 200_000 },
  intensity: { label: 'Intensity', kind: 'choice', options: INTENSITIES },
  mood: { label: 'Mood (1–10)', kind: 'integer', min: 1, max: 10 },
  stress: { label: 'Stress (1–10)', kind: 'integer', min: 1, max: 10 },
  energy: { label: 'Energy (1–10)', kind: 'integer', min: 1, max: 10 },
  severity: { label: 'Severity (0–4)', kind: 'integer', min: 0, max: 4 },
  dose_amount: { label: 'Dose', kind: 'number', min: 0, max: 1_000_000 },
  dose_unit: { label: 'Dose unit', kind: 'choice', options: DOSE_UNITS },
  servings: { label: 'Servings', kind: 'number', min: 0, max: 50 },
  volume_ml: { label: 'Volume', kind: 'number', min: 0, max: 10_000, unit: 'ml' },
  caffeine: { label: 'Caffeine', kind: 'yes-no' },
  alcohol_units: { label: 'Alcohol units', kind: 'number', min: 0, max: 50 },
  value: { label: 'Value', kind: 'number', min: -1_000_000, max: 1_000_000 },
  unit: { label: 'Unit', kind: 'text', maxLength: 20, options: VALUE_UNITS },
  systolic: { label: 'Systolic', kind: 'integer', min: 40, max: 300, unit: 'mmHg' },
  diastolic: { label: 'Diastolic', kind: 'integer', min: 20, max: 200, unit: 'mmHg' },
  grams: { label: 'Weight eaten', kind: 'number', min: 0, max: GRAMS_MAX, unit: 'g' },
  ...NUTRIENT_MEASURES,
} as const satisfies Record<string, MeasureDef>;

export type MeasureName = keyof typeof MEASURES;
export const MEASURE_NAMES = Object.keys(MEASURES) as MeasureName[];

/** The values a stored `measures` object holds (all optional). */
export interface Measures extends NutrientValues {
  grams?: number;
  duration_min?: number;
  bedtime?: string;
  wake_time?: string;
  quality?: number;
  awakenings?: number;
  distance_km?: number;
  steps?: number;
  intensity?: (typeof INTENSITIES)[number];
  mood?: number;
  stress?: number;
  energy?: number;
  severity?: number;
  dose_amount?: number;
  dose_unit?: (typeof DOSE_UNITS)[number];
  servings?: number;
  volume_ml?: number;
  caffeine?: boolean;
  alcohol_units?: number;
  value?: number;
  unit?: string;
  systolic?: number;
  diastolic?: number;
}

/** Which measures each entry type carries, in the order an editor shows them. */
export const MEASURES_OF: Readonly<Record<EntryCollection, readonly MeasureName[]>> = {
  sleep: ['duration_min', 'bedtime', 'wake_time', 'quality', 'awakenings'],
  'physical-activities': ['duration_min', 'distance_km', 'steps', 'intensity'],
  'mood-stress': ['mood', 'stress', 'energy'],
  'test-subjects': ['severity'],
  supplements: ['dose_amount', 'dose_unit'],
  'food-drinks': ['servings', 'volume_ml', 'caffeine', 'alcohol_units', 'grams', ...NUTRIENT_NAMES],
  'related-data': ['value', 'unit', 'systolic', 'diastolic'],
};

/** The measures of a collection that a `measures` object names but the collection does not have. */
export function foreignMeasures(collection: EntryCollection, measures: object): string[] {
  const allowed = new Set<string>(MEASURES_OF[collection]);
  return Object.keys(measures).filter((name) => !allowed.has(name));
}

/** Only the measures the collection has, without empty values: what a change of type keeps. */
export function measuresFor(collection: EntryCollection, measures: Measures | null | undefined): Measures {
  const allowed = new Set<string>(MEASURES_OF[collection]);
  return Object.fromEntries(
    Object.entries(measures ?? {}).filter(([name, value]) => allowed.has(name) && value !== undefined && value !== null && value !== ''),
  ) as Measures;
}

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The person's units: the United States, Liberia and Myanmar read miles, pounds and °F; everyone else metric. */
export type UnitSystem = 'metric' | 'us';
export function unitSystemOf(locale: string): UnitSystem {
  return /-(US|LR|MM)\b/i.test(locale) ? 'us' : 'metric';
}

export const KM_PER_MILE = 1.609344;
export const ML_PER_FL_OZ = 29.5735;
export const KG_PER_LB = 0.45359237;
export const MG_DL_PER_MMOL_L = 18.016;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** A related-data value in its canonical unit: lb → kg, °F → °C, mg/dL → mmol/L; others unchanged. */
export function canonicalValue(value: number, unit: string): { value: number; unit: string } {
  const u = unit.trim().toLowerCase().replace(/\s+/g, '');
  if (/^(lbs?|pounds?)$/.test(u)) return { value: round(value * KG_PER_LB, 2), unit: 'kg' };
  if (/^(°?f|fahrenheit|degreesf)$/.test(u)) return { value: round(((value - 32) * 5) / 9, 2), unit: '°C' };
  if (/^(°?c|celsius|degreesc)$/.test(u)) return { value, unit: '°C' };
  if (u === 'mg/dl') return { value: round(value / MG_DL_PER_MMOL_L, 2), unit: 'mmol/L' };
  if (u === 'mmol/l') return { value, unit: 'mmol/L' };
  if (/^(kgs?|kilos?|kilograms?)$/.test(u)) return { value, unit: 'kg' };
  if (u === 'mmhg') return { value, unit: 'mmHg' };
  return { value, unit: unit.trim() };
}

/** "1 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** One measure as the person reads it, in their units ("5 km" or "3.1 mi", "250 ml" or "8.5 fl oz"). */
export function formatMeasure(name: MeasureName, value: unknown, system: UnitSystem = 'metric'): string {
  if (value === undefined || value === null || value === '') return '';
  switch (name) {
    case 'duration_min':
      return formatDuration(Number(value));
    case 'distance_km':
      return system === 'us' ? `${round(Number(value) / KM_PER_MILE, 2)} mi` : `${round(Number(value), 2)} km`;
    case 'volume_ml':
      return system === 'us' ? `${round(Number(value) / ML_PER_FL_OZ, 1)} fl oz` : `${round(Number(value), 0)} ml`;
    case 'caffeine':
      return value ? 'yes' : 'no';
    case 'quality':
      return `${value}/5`;
    case 'mood':
    case 'stress':
    case 'energy':
      return `${value}/10`;
    case 'severity':
      return `${value}/4`;
    case 'steps':
      return Number(value).toLocaleString('en-US');
    default:
      return String(value);
  }
}

/** A stored related-data value in the person's units (72.4 kg → 159.6 lb for a US reader); canonicalValue undoes it. */
export function localValue(value: number, unit: string | undefined, system: UnitSystem = 'metric'): { value: number; unit: string } {
  if (system === 'us' && unit === 'kg') return { value: round(value / KG_PER_LB, 1), unit: 'lb' };
  if (system === 'us' && unit === '°C') return { value: round((value * 9) / 5 + 32, 1), unit: '°F' };
  if (system === 'us' && unit === 'mmol/L') return { value: round(value * MG_DL_PER_MMOL_L, 0), unit: 'mg/dL' };
  return { value: round(value, 2), unit: unit ?? '' };
}

/** A related-data value with its unit, in the person's units ("72.4 kg", or "159.6 lb" for a US reader). */
export function formatValue(value: number, unit: string | undefined, system: UnitSystem = 'metric'): string {
  const local = localValue(value, unit, system);
  return local.unit ? `${local.value} ${local.unit}` : String(local.value);
}

/**
 * Stored alcohol units (UK units) as the person counts drinks: "alcohol units 2.3" in UK units, "standard drinks 1.3"
 * in a US (14 g), Australian or European (10 g) standard drink (docs/NUTRITION.md "Alcohol units").
 */
export function formatDrinks(alcoholUnits: number, drinkUnit: DrinkUnit = STORED_DRINK_UNIT): string {
  if (drinkUnit === STORED_DRINK_UNIT) return `alcohol units ${alcoholUnits}`;
  return `standard drinks ${drinksIn(drinkUnit, alcoholUnits)}`;
}

/** The short line of an entry's measures: "7 h 30 min · quality 4/5", "118/76 mmHg". */
export function summariseMeasures(
  measures: Measures | null | undefined,
  system: UnitSystem = 'metric',
  drinkUnit: DrinkUnit = STORED_DRINK_UNIT,
): string {
  if (!measures) return '';
  const parts: string[] = [];
  const m = measures;
  if (m.systolic !== undefined && m.diastolic !== undefined) parts.push(`${m.systolic}/${m.diastolic} mmHg`);
  else if (m.value !== undefined) parts.push(formatValue(m.value, m.unit, system));
  if (m.dose_amount !== undefined) parts.push(`${m.dose_amount} ${m.dose_unit ?? ''}`.trim());
  const nutrition = nutritionLine(m);
  if (nutrition) parts.push(nutrition);
  for (const name of MEASURE_NAMES) {
    if (['value', 'unit', 'systolic', 'diastolic', 'dose_amount', 'dose_unit', 'grams'].includes(name) || name in NUTRIENTS) continue;
    const value = m[name];
    if (value === undefined || value === null) continue;
    if (name === 'alcohol_units') {
      parts.push(formatDrinks(Number(value), drinkUnit));
      continue;
    }
    const text = formatMeasure(name, value, system);
    const label = MEASURES[name].label.replace(/\s*\(.*\)$/, '').toLowerCase();
    parts.push(name === 'duration_min' || name === 'distance_km' || name === 'volume_ml' ? text : `${label} ${text}`);
  }
  return parts.join(' · ');
}
