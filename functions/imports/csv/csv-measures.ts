// A generic CSV row's value and unit as the measures of its entry type (docs/MEASURES.md, docs/IMPORT.md "CSV"): in
// canonical units where a measure fits (8000 steps, 5 km, 7.5 h of sleep, 250 ml, 400 mg), else undefined and the
// value stays in the entry's text.
import { DOSE_UNITS, KM_PER_MILE, ML_PER_FL_OZ, canonicalValue, type Measures } from '../../../shared/measures';
import type { EntryCollection } from '../../../shared/entry-types';

const unitKey = (unit: string) => unit.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Minutes of a duration unit, or undefined. */
function minutesOf(value: number, unit: string): number | undefined {
  if (/^(min|mins|minutes?|m)$/.test(unit)) return round(value);
  if (/^(h|hr|hrs|hours?)$/.test(unit)) return round(value * 60);
  return undefined;
}

function activityMeasures(value: number, unit: string, type: string): Measures | undefined {
  if (unit === 'steps' || (unit === '' && /step/.test(type))) return { steps: Math.round(value) };
  if (unit === 'km' || unit === 'kilometers' || unit === 'kilometres') return { distance_km: round(value, 3) };
  if (/^(mi|miles?)$/.test(unit)) return { distance_km: round(value * KM_PER_MILE, 3) };
  if (unit === 'm' && /distance|walk|run/.test(type)) return { distance_km: round(value / 1000, 3) };
  const minutes = minutesOf(value, unit);
  return minutes === undefined ? undefined : { duration_min: minutes };
}

function foodMeasures(value: number, unit: string): Measures | undefined {
  if (unit === 'ml') return { volume_ml: round(value, 1) };
  if (unit === 'l' || unit === 'litres' || unit === 'liters') return { volume_ml: round(value * 1000, 1) };
  if (unit === 'fl oz' || unit === 'oz') return { volume_ml: round(value * ML_PER_FL_OZ, 1) };
  if (/^servings?$/.test(unit)) return { servings: value };
  if (/^(alcohol )?units?$/.test(unit) && unit !== '') return { alcohol_units: value };
  return undefined;
}

/** The measures a value and unit make for a entry type; `type` is the row's type cell, lower case. */
export function measuresOfValue(collection: EntryCollection, value: string, unitCell: string, type: string): Measures | undefined {
  const unit = unitKey(unitCell);
  const pressure = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(value.trim());
  if (pressure && collection === 'related-data') return { systolic: +pressure[1], diastolic: +pressure[2] };
  const number = Number(value.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2'));
  if (!value.trim() || !Number.isFinite(number)) return undefined;
  switch (collection) {
    case 'physical-activities':
      return activityMeasures(number, unit, type);
    case 'sleep': {
      const minutes = minutesOf(number, unit || 'h');
      return minutes === undefined ? undefined : { duration_min: minutes };
    }
    case 'food-drinks':
      return foodMeasures(number, unit);
    case 'supplements': {
      const dose = DOSE_UNITS.find((u) => u.toLowerCase() === unit || `${u.toLowerCase()}s` === unit);
      return dose ? { dose_amount: number, dose_unit: dose } : undefined;
    }
    case 'mood-stress': {
      const name = (['mood', 'stress', 'energy'] as const).find((n) => type.includes(n) || unit === n);
      return name ? { [name]: Math.round(number) } : undefined;
    }
    case 'test-subjects':
      return unit === 'severity' ? { severity: Math.round(number) } : undefined;
    case 'related-data':
      return unitCell.trim() ? canonicalValue(number, unitCell) : { value: number };
  }
}
