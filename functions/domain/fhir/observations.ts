// One entry as FHIR Observations (docs/SHARING.md "What each code means"): sleep, activity, mood, symptoms and related
// data. A LOINC code only where its meaning is what Tend recorded, in its UCUM unit; everything else text-coded.
import type { Observation, ObservationComponent } from '@medplum/fhirtypes';
import { typeKey, typeLabel } from '../../../shared/entry-types';
import type { Measures } from '../../../shared/measures';
import {
  category,
  LOINC_CODES,
  loincConcept,
  loincQuantity,
  quantity,
  RELATED_CODES,
  SEVERITY_CODES,
  SEVERITY_WORDS,
  SNOMED,
  textConcept,
  type ObservationCategory,
} from './codes';
import type { FhirEntry } from './input';
import { fhirId, lastUpdated, patientReference } from './resources';

/** What an entry is about in words: its subjects, else its own text. */
export function nameOf(entry: FhirEntry, fallback: string): string {
  const subjects = entry.subjects?.filter(Boolean) ?? [];
  if (subjects.length) return subjects.join(', ');
  const words = (entry.details ?? entry.item_name ?? '').trim();
  return words || fallback;
}

/** The entry's own words beside a coded value, when it has any. */
const noteOf = (entry: FhirEntry) => (entry.details?.trim() ? { note: [{ text: entry.details.trim() }] } : {});

/** The entry's time with the offset of its zone then (a FHIR dateTime). */
export const effectiveOf = (entry: FhirEntry) => entry.calculated_timestamp ?? entry.utc_time;

function observation(
  entry: FhirEntry,
  suffix: string | undefined,
  kind: ObservationCategory | undefined,
  fields: Partial<Observation>,
): Observation {
  return {
    resourceType: 'Observation',
    id: suffix ? fhirId(entry.id, suffix) : entry.id,
    meta: lastUpdated(entry),
    status: 'final',
    ...(kind ? { category: category(kind) } : {}),
    code: textConcept(''),
    subject: patientReference(),
    effectiveDateTime: effectiveOf(entry),
    ...fields,
  };
}

const component = (text: string, value: Partial<ObservationComponent>): ObservationComponent => ({ code: textConcept(text), ...value });

/** A self-rated score with its scale, so a reader never takes 7 of 10 for 7 of anything else. */
const score = (value: number, low: number, high: number, meaning: string): Partial<Observation> => ({
  valueQuantity: quantity(value, undefined),
  referenceRange: [{ low: { value: low }, high: { value: high }, text: meaning }],
});

export function sleepObservation(entry: FhirEntry): Observation {
  const m: Measures = entry.measures ?? {};
  const components: ObservationComponent[] = [];
  if (m.quality !== undefined)
    components.push(component('Sleep quality, self-rated 1 (poor) to 5 (excellent)', { valueInteger: m.quality }));
  if (m.awakenings !== undefined) components.push(component('Awakenings', { valueInteger: m.awakenings }));
  if (m.bedtime) components.push(component('Bedtime (local)', { valueTime: `${m.bedtime}:00` }));
  if (m.wake_time) components.push(component('Wake time (local)', { valueTime: `${m.wake_time}:00` }));
  const duration =
    m.duration_min !== undefined
      ? { code: loincConcept(LOINC_CODES.sleepDuration), valueQuantity: loincQuantity(m.duration_min, LOINC_CODES.sleepDuration) }
      : { code: textConcept('Sleep'), valueString: nameOf(entry, 'Sleep') };
  return observation(entry, undefined, 'activity', { ...duration, ...(components.length ? { component: components } : {}) });
}

export function activityObservation(entry: FhirEntry): Observation {
  const m: Measures = entry.measures ?? {};
  const name = nameOf(entry, 'Physical activity');
  const components: ObservationComponent[] = [];
  if (m.distance_km !== undefined) components.push(component('Distance', { valueQuantity: quantity(m.distance_km, 'km') }));
  if (m.steps !== undefined) components.push(component('Steps during the activity', { valueInteger: m.steps }));
  if (m.intensity) components.push(component('Intensity, self-rated', { valueString: m.intensity }));
  const main =
    m.duration_min !== undefined
      ? {
          code: loincConcept(LOINC_CODES.exerciseDuration, `Exercise duration: ${name}`),
          valueQuantity: loincQuantity(m.duration_min, LOINC_CODES.exerciseDuration),
        }
      : { code: textConcept(`Physical activity: ${name}`) };
  return observation(entry, undefined, 'activity', { ...main, ...(components.length ? { component: components } : {}) });
}

const MOOD_SCALES = [
  ['mood', 'Mood, self-rated', '1 (worst) to 10 (best), self-rated'],
  ['stress', 'Stress, self-rated', '1 (least) to 10 (most), self-rated'],
  ['energy', 'Energy, self-rated', '1 (least) to 10 (most), self-rated'],
] as const;

/** One Observation per score the entry has (mood, stress, energy: 1–10, no standard code); words alone else. */
export function moodObservations(entry: FhirEntry): Observation[] {
  const m: Measures = entry.measures ?? {};
  const scored = MOOD_SCALES.filter(([name]) => m[name] !== undefined).map(([name, text, scale]) =>
    observation(entry, name, 'survey', { code: textConcept(text), ...score(m[name]!, 1, 10, scale), ...noteOf(entry) }),
  );
  if (scored.length) return scored;
  return [observation(entry, undefined, 'survey', { code: textConcept('Mood and stress, in words'), valueString: nameOf(entry, 'Mood') })];
}

/**
 * A symptom or condition the person noted, as an Observation (something noticed at a time, not a diagnosis, so not a
 * Condition), its severity 0–4 as SNOMED CT's mild / moderate / severe where one fits.
 */
export function symptomObservation(entry: FhirEntry): Observation {
  const severity = entry.measures?.severity;
  const name = nameOf(entry, 'Symptom');
  const fields: Partial<Observation> = { code: textConcept(name), ...noteOf(entry) };
  if (severity !== undefined) {
    const coded = SEVERITY_CODES[severity];
    const text = `${SEVERITY_WORDS[severity]} (${severity} on a scale of 0 none to 4 worst)`;
    fields.valueCodeableConcept = coded ? { coding: [{ system: SNOMED, ...coded }], text } : { text };
  }
  return observation(entry, undefined, 'survey', fields);
}

/** A related-data entry: blood pressure as the LOINC panel, a coded type in its unit, any other as words and number. */
export function relatedObservation(entry: FhirEntry): Observation | undefined {
  const m: Measures = entry.measures ?? {};
  const key = typeKey(entry.item_type ?? '');
  const label = typeLabel(entry.item_type ?? '') || entry.item_name || 'Related data';
  if (m.systolic !== undefined || m.diastolic !== undefined) {
    const components: ObservationComponent[] = [];
    if (m.systolic !== undefined)
      components.push({ code: loincConcept(LOINC_CODES.systolic), valueQuantity: loincQuantity(m.systolic, LOINC_CODES.systolic) });
    if (m.diastolic !== undefined)
      components.push({ code: loincConcept(LOINC_CODES.diastolic), valueQuantity: loincQuantity(m.diastolic, LOINC_CODES.diastolic) });
    return observation(entry, undefined, 'vital-signs', { code: loincConcept(LOINC_CODES.bloodPressure), component: components });
  }
  // Steps are sent as the day's total (daily-totals.ts), the one steps code there is.
  if (key === 'steps') return undefined;
  const coded = RELATED_CODES[key];
  if (m.value !== undefined && coded && coded.storedUnit === m.unit) {
    return observation(entry, undefined, 'vital-signs', {
      code: loincConcept(coded.loinc),
      valueQuantity: loincQuantity(m.value, coded.loinc),
    });
  }
  const text = entry.item_name && entry.item_name !== label ? `${label}: ${entry.item_name}` : label;
  if (m.value !== undefined)
    return observation(entry, undefined, undefined, { code: textConcept(text), valueQuantity: quantity(m.value, m.unit) });
  const words = (entry.data_details ?? '').trim();
  return observation(entry, undefined, undefined, { code: textConcept(text), ...(words ? { valueString: words } : {}) });
}
