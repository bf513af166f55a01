// What a FHIR export may be asked for (docs/SHARING.md): the period's bounds, the entry types it may include (the entry
// collections' own names) and how the person is named in it. Without zod, so pages can read it too.
import { ENTRY_COLLECTIONS, type EntryCollection } from './entry-types';

export const FHIR_DAYS_MIN = 7;
export const FHIR_DAYS_MAX = 365;
export const FHIR_DAYS_DEFAULT = 30;

export const FHIR_TYPES: readonly EntryCollection[] = ENTRY_COLLECTIONS;
export type FhirType = EntryCollection;

/**
 * Full name, initials, or no name at all; and, each only when chosen, the birth year and the sex the profile holds
 * (`birth_year`, `sex`: both true by default, as a clinician asks for them first).
 */
export const PATIENT_CHOICES = ['name', 'initials', 'none'] as const;
export type PatientChoice = (typeof PATIENT_CHOICES)[number];
