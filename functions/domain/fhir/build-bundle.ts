// buildFhirBundle: a person's data of a period as one FHIR R4 Bundle (type collection), pure (docs/SHARING.md "What a
// clinician receives"). The export route and the share links both call it through readFhirBundle (read-bundle.ts).
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { EntryCollection } from '../../../shared/entry-types';
import { dailyTotalObservations } from './daily-totals';
import type { FhirBundleInput, FhirEntry } from './input';
import { doseStatement, scheduleStatement } from './medications';
import { activityObservation, moodObservations, relatedObservation, sleepObservation, symptomObservation } from './observations';
import { patientResource } from './patient';
import { bundleEntry } from './resources';

/** Each type's entries as resources; food and drink are sent as daily totals only (daily-totals.ts). */
const MAPPERS: Readonly<Record<EntryCollection, (entry: FhirEntry) => Resource[]>> = {
  sleep: (entry) => [sleepObservation(entry)],
  'physical-activities': (entry) => [activityObservation(entry)],
  'mood-stress': (entry) => moodObservations(entry),
  'test-subjects': (entry) => [symptomObservation(entry)],
  supplements: (entry) => [doseStatement(entry)],
  'related-data': (entry) => {
    const observation = relatedObservation(entry);
    return observation ? [observation] : [];
  },
  'food-drinks': () => [],
};

const timeOrder = (a: FhirEntry, b: FhirEntry) => (a.utc_time < b.utc_time ? -1 : a.utc_time > b.utc_time ? 1 : a.id < b.id ? -1 : 1);

export function buildFhirBundle(input: FhirBundleInput): Bundle {
  const types = new Set<string>(input.types);
  const entries = input.entries.filter((entry) => types.has(entry.collection)).sort(timeOrder);
  const resources: Resource[] = [
    patientResource(input.person, input.patient, input.now),
    ...(types.has('supplements') ? input.schedules.map((schedule) => scheduleStatement(schedule, input.now)) : []),
    ...entries.flatMap((entry) => MAPPERS[entry.collection as EntryCollection](entry)),
    ...dailyTotalObservations(entries, input.now),
  ];
  return {
    resourceType: 'Bundle',
    id: input.bundleId,
    meta: { lastUpdated: input.now },
    type: 'collection',
    timestamp: input.now,
    entry: resources.map(bundleEntry),
  };
}
