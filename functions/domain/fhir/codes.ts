// The codes a FHIR export uses (docs/SHARING.md "What each code means"): each LOINC code with its UCUM unit, the UCUM
// code of each unit Tend stores, and the severity codes. The one table the mapping reads; the docs' table mirrors it.
import type { CodeableConcept, Coding, Quantity } from '@medplum/fhirtypes';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const SNOMED = 'http://snomed.info/sct';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

export interface LoincCode {
  code: string;
  display: string;
  /** The UCUM unit its value is sent in. */
  ucum: string;
  /** How a person reads the unit. */
  unit: string;
}

/** Only codes whose meaning matches what Tend records; anything else is sent with a text code (never a near miss). */
export const LOINC_CODES = {
  bodyWeight: { code: '29463-7', display: 'Body weight', ucum: 'kg', unit: 'kg' },
  bodyHeight: { code: '8302-2', display: 'Body height', ucum: 'cm', unit: 'cm' },
  bloodPressure: { code: '85354-9', display: 'Blood pressure panel with all children optional', ucum: 'mm[Hg]', unit: 'mmHg' },
  systolic: { code: '8480-6', display: 'Systolic blood pressure', ucum: 'mm[Hg]', unit: 'mmHg' },
  diastolic: { code: '8462-4', display: 'Diastolic blood pressure', ucum: 'mm[Hg]', unit: 'mmHg' },
  heartRate: { code: '8867-4', display: 'Heart rate', ucum: '/min', unit: 'beats/minute' },
  bodyTemperature: { code: '8310-5', display: 'Body temperature', ucum: 'Cel', unit: '°C' },
  bloodGlucose: { code: '15074-8', display: 'Glucose [Moles/volume] in Blood', ucum: 'mmol/L', unit: 'mmol/L' },
  oxygenSaturation: { code: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry', ucum: '%', unit: '%' },
  bodyFat: { code: '41982-0', display: 'Percentage of body fat Measured', ucum: '%', unit: '%' },
  steps: { code: '41950-7', display: 'Number of steps in 24 hour Measured', ucum: '{steps}/d', unit: 'steps/day' },
  sleepDuration: { code: '93832-4', display: 'Sleep duration', ucum: 'min', unit: 'min' },
  exerciseDuration: { code: '55411-3', display: 'Exercise duration', ucum: 'min', unit: 'min' },
  energyIntake: { code: '9052-2', display: 'Calorie intake total', ucum: 'kcal', unit: 'kcal' },
} as const satisfies Record<string, LoincCode>;

/**
 * A related-data type (its stored key, shared/entry-types.ts typeKey) with a LOINC code, and the one unit the code is
 * sent with: a value stored in another unit is sent text-coded instead.
 */
export const RELATED_CODES: Readonly<Record<string, { loinc: LoincCode; storedUnit: string }>> = {
  weight: { loinc: LOINC_CODES.bodyWeight, storedUnit: 'kg' },
  body_weight: { loinc: LOINC_CODES.bodyWeight, storedUnit: 'kg' },
  height: { loinc: LOINC_CODES.bodyHeight, storedUnit: 'cm' },
  heart_rate: { loinc: LOINC_CODES.heartRate, storedUnit: 'bpm' },
  pulse: { loinc: LOINC_CODES.heartRate, storedUnit: 'bpm' },
  temperature: { loinc: LOINC_CODES.bodyTemperature, storedUnit: '°C' },
  body_temperature: { loinc: LOINC_CODES.bodyTemperature, storedUnit: '°C' },
  blood_glucose: { loinc: LOINC_CODES.bloodGlucose, storedUnit: 'mmol/L' },
  glucose: { loinc: LOINC_CODES.bloodGlucose, storedUnit: 'mmol/L' },
  oxygen_saturation: { loinc: LOINC_CODES.oxygenSaturation, storedUnit: '%' },
  spo2: { loinc: LOINC_CODES.oxygenSaturation, storedUnit: '%' },
  body_fat: { loinc: LOINC_CODES.bodyFat, storedUnit: '%' },
};

/** The UCUM code of each unit Tend stores (shared/measures.ts VALUE_UNITS and DOSE_UNITS, the nutrients' units). */
export const UCUM_OF: Readonly<Record<string, string>> = {
  kg: 'kg',
  g: 'g',
  mg: 'mg',
  mcg: 'ug',
  µg: 'ug',
  IU: '[iU]',
  ml: 'mL',
  drop: '[drp]',
  tablet: '{tablet}',
  capsule: '{capsule}',
  puff: '{puff}',
  scoop: '{scoop}',
  unit: '{unit}',
  '°C': 'Cel',
  'mmol/L': 'mmol/L',
  bpm: '/min',
  '%': '%',
  mmHg: 'mm[Hg]',
  ms: 'ms',
  cm: 'cm',
  h: 'h',
  min: 'min',
  km: 'km',
  kcal: 'kcal',
  count: '{count}',
};

/** Severity 1–3 as SNOMED CT's qualifiers (FHIR's condition-severity values); 0 (none) and 4 (worst) have no code. */
export const SEVERITY_CODES: Readonly<Record<number, { code: string; display: string }>> = {
  1: { code: '255604002', display: 'Mild' },
  2: { code: '6736007', display: 'Moderate' },
  3: { code: '24484000', display: 'Severe' },
};
export const SEVERITY_WORDS = ['none', 'mild', 'moderate', 'severe', 'worst'] as const;

export const loincConcept = (loinc: LoincCode, text?: string): CodeableConcept => ({
  coding: [{ system: LOINC, code: loinc.code, display: loinc.display }],
  text: text ?? loinc.display,
});

/** What has no standard code: the words alone, which any reader shows and no system mistakes for a coded value. */
export const textConcept = (text: string): CodeableConcept => ({ text });

/** A value in a unit: with its UCUM code when Tend knows one, else the unit's words alone. */
export function quantity(value: number, unit: string | undefined): Quantity {
  if (!unit) return { value };
  const code = UCUM_OF[unit];
  return code ? { value, unit, system: UCUM, code } : { value, unit };
}

export const loincQuantity = (value: number, loinc: LoincCode): Quantity => ({ value, unit: loinc.unit, system: UCUM, code: loinc.ucum });

export type ObservationCategory = 'vital-signs' | 'activity' | 'survey' | 'social-history';
export const category = (code: ObservationCategory): CodeableConcept[] => [
  { coding: [{ system: OBSERVATION_CATEGORY, code } satisfies Coding] },
];
