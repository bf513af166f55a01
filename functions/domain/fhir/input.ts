// What a FHIR export is built from (buildFhirBundle's input): the person's entries of the period, what they chose to
// say about themselves, their medication schedules with adherence, and the entry types to include.
import type { Gender } from '../../../shared/account-rules';
import type { FhirType, PatientChoice } from '../../../shared/fhir-export';
import type { ScheduleAdherence } from '../../../shared/schemas/schedule-adherence';
import type { StoredEntry } from '../../data/entries';

export { FHIR_TYPES, PATIENT_CHOICES, type FhirType, type PatientChoice } from '../../../shared/fhir-export';

/** The stored fields a mapping reads (and the reader asks the table for). */
export const FHIR_ENTRY_FIELDS = [
  'collection',
  'id',
  'utc_time',
  'calculated_timestamp',
  'created_at',
  'updated_at',
  'measures',
  'subjects',
  'details',
  'item_name',
  'item_type',
  'data_details',
] as const;
export type FhirEntry = Pick<StoredEntry, 'collection' | 'id' | 'utc_time' | 'created_at'> &
  Partial<Pick<StoredEntry, (typeof FHIR_ENTRY_FIELDS)[number]>>;

export interface FhirPerson {
  first_name: string;
  last_name: string;
  birth_year: number | null;
  gender: Gender | null;
}

export interface FhirBundleInput {
  /** The bundle's own id, and when it was made (a FHIR instant). */
  bundleId: string;
  now: string;
  patient: PatientChoice;
  person: FhirPerson;
  /** The period's entries of any type: those of types not in `types` are left out. */
  entries: readonly FhirEntry[];
  /** Medication schedules with their adherence, sent when `types` includes supplements. */
  schedules: readonly ScheduleAdherence[];
  types: readonly FhirType[];
}
