// Each mapping of Tend's data to FHIR R4 with its code and unit (docs/SHARING.md "What each code means"), and a bundle of
// every type valid by two independent validators (test/support/fhir-validator.ts).
import type { Bundle, MedicationStatement, Observation, Patient, Resource } from '@medplum/fhirtypes';
import { buildFhirBundle } from '../../functions/domain/fhir/build-bundle';
import type { FhirBundleInput, FhirEntry } from '../../functions/domain/fhir/input';
import type { ScheduleAdherence } from '../../shared/schemas/schedule-adherence';
import { fhirErrors } from '../support/fhir-validator';

const NOW = '2026-11-27T12:00:00.000Z';
let n = 0;
const entry = (collection: FhirEntry['collection'], fields: Partial<FhirEntry>): FhirEntry => {
  n += 1;
  const id = `01JDQ0000000000000000000${String(n).padStart(2, '0')}`;
  return {
    collection,
    id,
    utc_time: '2026-11-26T13:30:00.000Z',
    calculated_timestamp: '2026-11-26T08:30:00-05:00',
    created_at: '2026-11-26T13:31:00.000Z',
    ...fields,
  };
};

const schedule: ScheduleAdherence = {
  id: '01JDQSCHEDULE0000000000000',
  name: 'Metformin',
  dose_amount: 500,
  dose_unit: 'mg',
  doses_per_intake: 1,
  times: ['20:00', '08:00'],
  days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  timezone: 'America/New_York',
  last_7_days: { scheduled: 14, taken: 12, skipped: 1, rate: 12 / 14 },
  last_30_days: { scheduled: 60, taken: 57, skipped: 2, rate: 0.95 },
};

const ENTRIES: FhirEntry[] = [
  entry('related-data', { item_type: 'weight', item_name: 'weight', measures: { value: 72.4, unit: 'kg' } }),
  entry('related-data', { item_type: 'blood_pressure', item_name: 'blood pressure', measures: { systolic: 118, diastolic: 76 } }),
  entry('related-data', { item_type: 'heart_rate', item_name: 'resting heart rate', measures: { value: 61, unit: 'bpm' } }),
  entry('related-data', { item_type: 'steps', item_name: 'steps', measures: { value: 4000, unit: 'count' } }),
  entry('related-data', { item_type: 'hrv', item_name: 'HRV', measures: { value: 48, unit: 'ms' } }),
  entry('related-data', { item_type: 'note', item_name: 'allergy', data_details: 'pollen season' }),
  entry('physical-activities', {
    subjects: ['running'],
    measures: { duration_min: 30, distance_km: 5, steps: 6000, intensity: 'moderate' },
  }),
  entry('sleep', {
    details: 'slept well',
    measures: { duration_min: 450, quality: 4, awakenings: 1, bedtime: '23:00', wake_time: '06:30' },
  }),
  entry('mood-stress', { details: 'calm day', measures: { mood: 7, stress: 3, energy: 6 } }),
  entry('test-subjects', { subjects: ['headache'], measures: { severity: 2 } }),
  entry('test-subjects', { subjects: ['nausea'], measures: { severity: 4 } }),
  entry('supplements', { subjects: ['magnesium'], measures: { dose_amount: 400, dose_unit: 'mg' } }),
  entry('supplements', { details: 'vitamin D drops' }),
  entry('food-drinks', { subjects: ['oatmeal'], measures: { energy_kcal: 310, protein_g: 11.2, carbs_g: 54, fat_g: 6.1, sodium_mg: 120 } }),
  entry('food-drinks', { subjects: ['beer'], measures: { energy_kcal: 200.4, alcohol_units: 2.3 } }),
];

const input = (over: Partial<FhirBundleInput> = {}): FhirBundleInput => ({
  bundleId: 'b1',
  now: NOW,
  patient: 'name',
  person: { first_name: 'Ana', last_name: 'Rivera', birth_year: 1980, gender: 'F' },
  entries: ENTRIES,
  schedules: [schedule],
  types: ['test-subjects', 'sleep', 'food-drinks', 'supplements', 'physical-activities', 'mood-stress', 'related-data'],
  ...over,
});

const resources = (bundle: Bundle) => bundle.entry!.map((e) => e.resource!) as Resource[];
const observations = (bundle: Bundle) => resources(bundle).filter((r): r is Observation => r.resourceType === 'Observation');
const byCode = (bundle: Bundle, code: string) => observations(bundle).filter((o) => o.code.coding?.some((c) => c.code === code));
const byText = (bundle: Bundle, text: string) => observations(bundle).filter((o) => o.code.text === text);

describe('FHIR mappings: each with its code and unit', () => {
  const bundle = buildFhirBundle(input());

  test('body weight is LOINC 29463-7 in kg (UCUM)', () => {
    const [weight] = byCode(bundle, '29463-7');
    expect(weight.code.coding![0]).toMatchObject({ system: 'http://loinc.org', code: '29463-7' });
    expect(weight.valueQuantity).toEqual({ value: 72.4, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' });
    expect(weight.effectiveDateTime).toBe('2026-11-26T08:30:00-05:00');
  });

  test('blood pressure is the panel 85354-9 with systolic 8480-6 and diastolic 8462-4 in mm[Hg]', () => {
    const [bp] = byCode(bundle, '85354-9');
    expect(bp.valueQuantity).toBeUndefined();
    expect(bp.component!.map((c) => [c.code.coding![0].code, c.valueQuantity!.value, c.valueQuantity!.code])).toEqual([
      ['8480-6', 118, 'mm[Hg]'],
      ['8462-4', 76, 'mm[Hg]'],
    ]);
  });

  test('heart rate is 8867-4 in /min', () => {
    expect(byCode(bundle, '8867-4')[0].valueQuantity).toMatchObject({ value: 61, code: '/min' });
  });

  test("steps are the day's total as 41950-7 ({steps}/d), activities and related data added up", () => {
    const steps = byCode(bundle, '41950-7');
    expect(steps).toHaveLength(1);
    expect(steps[0].effectiveDateTime).toBe('2026-11-26');
    expect(steps[0].valueQuantity).toMatchObject({ value: 10_000, code: '{steps}/d' });
  });

  test('sleep duration is 93832-4 in min, quality and awakenings text-coded components', () => {
    const [sleep] = byCode(bundle, '93832-4');
    expect(sleep.valueQuantity).toMatchObject({ value: 450, code: 'min' });
    expect(sleep.component!.map((c) => c.code.coding)).toEqual([undefined, undefined, undefined, undefined]);
    expect(sleep.component![0]).toMatchObject({ valueInteger: 4 });
  });

  test('an activity is exercise duration 55411-3 in min, named in the text', () => {
    const [run] = byCode(bundle, '55411-3');
    expect(run.code.text).toBe('Exercise duration: running');
    expect(run.valueQuantity).toMatchObject({ value: 30, code: 'min' });
  });

  test('daily energy is 9052-2 in kcal; the other nutrients and alcohol are text-coded day totals', () => {
    const [energy] = byCode(bundle, '9052-2');
    expect(energy.valueQuantity).toMatchObject({ value: 510, unit: 'kcal', code: 'kcal' });
    const [protein] = byText(bundle, 'Protein intake, day total');
    expect(protein.code.coding).toBeUndefined();
    expect(protein.valueQuantity).toMatchObject({ value: 11.2, code: 'g' });
    expect(byText(bundle, 'Sodium intake, day total')[0].valueQuantity).toMatchObject({ value: 120, code: 'mg' });
    expect(observations(bundle).find((o) => o.code.text?.startsWith('Alcohol'))!.valueQuantity).toEqual({
      value: 2.3,
      unit: 'UK alcohol units',
    });
  });

  test('mood, stress and energy are text-coded scores with their 1–10 scale', () => {
    const [mood] = byText(bundle, 'Mood, self-rated');
    expect(mood.valueQuantity).toEqual({ value: 7 });
    expect(mood.referenceRange![0]).toMatchObject({ low: { value: 1 }, high: { value: 10 } });
    expect(byText(bundle, 'Stress, self-rated')[0].valueQuantity!.value).toBe(3);
    expect(byText(bundle, 'Energy, self-rated')[0].valueQuantity!.value).toBe(6);
  });

  test('a symptom is an Observation with its severity as SNOMED CT where one fits (2 = moderate 6736007)', () => {
    const [headache] = byText(bundle, 'headache');
    expect(headache.valueCodeableConcept!.coding).toEqual([{ system: 'http://snomed.info/sct', code: '6736007', display: 'Moderate' }]);
    const [nausea] = byText(bundle, 'nausea');
    expect(nausea.valueCodeableConcept).toEqual({ text: 'worst (4 on a scale of 0 none to 4 worst)' });
  });

  test('a type without a standard code keeps its number and unit under a text code, never a near code', () => {
    const [hrv] = byText(bundle, 'Hrv: HRV');
    expect(hrv.code.coding).toBeUndefined();
    expect(hrv.valueQuantity).toEqual({ value: 48, unit: 'ms', system: 'http://unitsofmeasure.org', code: 'ms' });
    expect(byText(bundle, 'Note: allergy')[0].valueString).toBe('pollen season');
  });

  test('a logged dose is a completed MedicationStatement with its dose in UCUM; a schedule is active with times and adherence', () => {
    const statements = resources(bundle).filter((r): r is MedicationStatement => r.resourceType === 'MedicationStatement');
    const magnesium = statements.find((s) => s.medicationCodeableConcept!.text === 'magnesium')!;
    expect(magnesium.status).toBe('completed');
    expect(magnesium.dosage![0].doseAndRate![0].doseQuantity).toEqual({
      value: 400,
      unit: 'mg',
      system: 'http://unitsofmeasure.org',
      code: 'mg',
    });
    const metformin = statements.find((s) => s.medicationCodeableConcept!.text === 'Metformin')!;
    expect(metformin.status).toBe('active');
    expect(metformin.dosage![0].timing!.repeat!.timeOfDay).toEqual(['08:00:00', '20:00:00']);
    expect(metformin.note!.map((note) => note.text)).toEqual([
      'Last 7 days: 12 of 14 scheduled doses taken (86 %), 1 skipped.',
      'Last 30 days: 57 of 60 scheduled doses taken (95 %), 2 skipped.',
    ]);
  });

  test('every resource has an id and meta, and refers to the one Patient', () => {
    for (const resource of resources(bundle)) {
      expect(resource.id).toMatch(/^[A-Za-z0-9.-]{1,64}$/);
      expect(resource.meta?.lastUpdated).toBeTruthy();
    }
    const patientUrl = bundle.entry!.find((e) => e.resource!.resourceType === 'Patient')!.fullUrl;
    for (const o of observations(bundle)) expect(o.subject!.reference).toBe(patientUrl);
    expect(new Set(bundle.entry!.map((e) => e.fullUrl)).size).toBe(bundle.entry!.length);
  });
});

describe('FHIR Patient: only what the person chose', () => {
  const patientOf = (over: Partial<FhirBundleInput>) =>
    resources(buildFhirBundle(input(over))).find((r) => r.resourceType === 'Patient') as Patient;
  test('name, initials or none; birth year and sex', () => {
    expect(patientOf({}).name).toEqual([{ text: 'Ana Rivera', family: 'Rivera', given: ['Ana'] }]);
    expect(patientOf({ patient: 'initials' }).name).toEqual([{ text: 'A. R.' }]);
    const none = patientOf({ patient: 'none' });
    expect(none.name).toBeUndefined();
    expect(none).toMatchObject({ birthDate: '1980', gender: 'female' });
    expect(JSON.stringify(none)).not.toContain('Ana');
  });
  test('"prefer not to say" sends no gender', () => {
    expect(patientOf({ person: { first_name: 'A', last_name: 'B', birth_year: null, gender: 'P' } }).gender).toBeUndefined();
  });
});

describe('FHIR bundle', () => {
  test('only the chosen types', () => {
    const bundle = buildFhirBundle(input({ types: ['sleep'] }));
    expect(resources(bundle).map((r) => r.resourceType)).toEqual(['Patient', 'Observation']);
  });

  test('every type: 0 errors from both validators', async () => {
    const bundle = buildFhirBundle(input());
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', id: 'b1' });
    expect(await fhirErrors(bundle)).toEqual([]);
  }, 30_000);

  test('the validators are live: a wrong status, a wrong value type and an unknown property are errors', async () => {
    const bad = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          resource: { resourceType: 'Observation', id: 'x', status: 'done', code: { text: 'x' }, valueQuantity: { value: '1' }, extra: 1 },
        },
      ],
    } as unknown as Bundle;
    const errors = await fhirErrors(bad);
    expect(errors.some((e) => e.startsWith('fhir:') && e.includes('"done"'))).toBe(true);
    expect(errors.some((e) => e.startsWith('medplum:') && e.includes('extra'))).toBe(true);
    expect(errors.some((e) => e.includes('value'))).toBe(true);
  }, 30_000);
});
