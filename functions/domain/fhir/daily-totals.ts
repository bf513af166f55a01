// Daily totals as FHIR Observations, one per local day (the entries' own days): steps (LOINC 41950-7, a 24-hour count)
// and nutrition, energy as LOINC 9052-2 and every other nutrient and alcohol text-coded (no LOINC code for a day's intake
// of them could be confirmed, and a near miss would be a wrong code). Only days with a number are sent.
import type { Observation } from '@medplum/fhirtypes';
import { typeKey } from '../../../shared/entry-types';
import { NUTRIENT_NAMES, NUTRIENTS, type NutrientName } from '../../../shared/nutrition';
import { category, LOINC_CODES, loincConcept, loincQuantity, quantity, textConcept, type LoincCode } from './codes';
import type { FhirEntry } from './input';
import { effectiveOf } from './observations';
import { fhirId, patientReference } from './resources';

type Sums = Map<string, Map<string, number>>;

const dayOf = (entry: FhirEntry) => effectiveOf(entry).slice(0, 10);

function add(sums: Sums, day: string, name: string, value: number | undefined) {
  if (value === undefined || !Number.isFinite(value)) return;
  const day_ = sums.get(day) ?? new Map<string, number>();
  day_.set(name, (day_.get(name) ?? 0) + value);
  sums.set(day, day_);
}

/** The period's sums by day: steps of activities and of related-data "steps", nutrients and alcohol of foods. */
export function dailySums(entries: readonly FhirEntry[]): Sums {
  const sums: Sums = new Map();
  for (const entry of entries) {
    const m = entry.measures ?? {};
    const day = dayOf(entry);
    if (entry.collection === 'physical-activities') add(sums, day, 'steps', m.steps);
    if (entry.collection === 'related-data' && typeKey(entry.item_type ?? '') === 'steps') add(sums, day, 'steps', m.value);
    if (entry.collection === 'food-drinks') {
      for (const name of NUTRIENT_NAMES) add(sums, day, name, m[name]);
      add(sums, day, 'alcohol_units', m.alcohol_units);
    }
  }
  return sums;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function total(day: string, name: string, now: string, kind: 'activity' | 'social-history', fields: Partial<Observation>): Observation {
  return {
    resourceType: 'Observation',
    id: fhirId('day', day, name.replace(/_/g, '-')),
    meta: { lastUpdated: now },
    status: 'final',
    category: category(kind),
    code: textConcept(''),
    subject: patientReference(),
    effectiveDateTime: day,
    ...fields,
  };
}

const coded = (day: string, name: string, now: string, kind: 'activity' | 'social-history', value: number, loinc: LoincCode) =>
  total(day, name, now, kind, { code: loincConcept(loinc), valueQuantity: loincQuantity(value, loinc) });

function nutrientTotal(day: string, name: NutrientName, value: number, now: string): Observation {
  const { label, unit } = NUTRIENTS[name];
  if (name === 'energy_kcal') return coded(day, name, now, 'social-history', round(value, 0), LOINC_CODES.energyIntake);
  return total(day, name, now, 'social-history', {
    code: textConcept(`${label} intake, day total`),
    valueQuantity: quantity(round(value, unit === 'g' ? 1 : 2), unit),
  });
}

/** Each day's totals, oldest day first. */
export function dailyTotalObservations(entries: readonly FhirEntry[], now: string): Observation[] {
  const sums = dailySums(entries);
  const out: Observation[] = [];
  for (const day of [...sums.keys()].sort()) {
    const values = sums.get(day)!;
    const steps = values.get('steps');
    if (steps !== undefined) out.push(coded(day, 'steps', now, 'activity', Math.round(steps), LOINC_CODES.steps));
    for (const name of NUTRIENT_NAMES) {
      const value = values.get(name);
      if (value !== undefined) out.push(nutrientTotal(day, name, value, now));
    }
    const alcohol = values.get('alcohol_units');
    if (alcohol !== undefined) {
      out.push(
        total(day, 'alcohol_units', now, 'social-history', {
          code: textConcept('Alcohol, day total in UK units (1 unit = 10 ml or 7.89 g of pure ethanol)'),
          valueQuantity: { value: round(alcohol, 1), unit: 'UK alcohol units' },
        }),
      );
    }
  }
  return out;
}
