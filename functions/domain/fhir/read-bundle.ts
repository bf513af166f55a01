// readFhirBundle: reads one person's own data for a FHIR export (their profile, their entries of the last `days` days of
// the chosen types, their medication schedules' adherence) and builds the bundle. Every read is keyed by their id.
import { randomUUID } from 'node:crypto';
import type { Bundle } from '@medplum/fhirtypes';
import { listEntries } from '../../data/entries';
import { getUser } from '../../data/users';
import { medicationAdherence } from '../reminders/medication-adherence';
import { buildFhirBundle } from './build-bundle';
import { FHIR_ENTRY_FIELDS, FHIR_TYPES, type FhirEntry, type FhirType, type PatientChoice } from './input';

export interface FhirReadOptions {
  /** The period: the last `days` days up to now. */
  days: number;
  /** The entry types to include; all when absent. */
  types?: readonly FhirType[];
  patient: PatientChoice;
  /** The profile's birth year and sex, each only when chosen (both when left out). */
  birthYear?: boolean;
  sex?: boolean;
  /** Epoch ms; now by default. */
  now?: number;
}

const DAY_MS = 24 * 3_600_000;
/** As the insights read: a year of heavy logging in one type; a longer history is read no further than the period. */
const MAX_PER_TYPE = 20_000;

export async function readFhirBundle(personId: string, options: FhirReadOptions): Promise<Bundle> {
  const now = options.now ?? Date.now();
  const types = options.types ?? FHIR_TYPES;
  const from = new Date(now - options.days * DAY_MS).toISOString();
  const to = new Date(now).toISOString();
  const [user, schedules, lists] = await Promise.all([
    getUser(personId),
    types.includes('supplements') ? medicationAdherence(personId, now) : Promise.resolve([]),
    Promise.all(
      types.map((collection) =>
        listEntries({ userId: personId, collection, from, to, limit: MAX_PER_TYPE, newestFirst: false, fields: FHIR_ENTRY_FIELDS }),
      ),
    ),
  ]);
  if (!user) throw new Error('The person has no record');
  return buildFhirBundle({
    bundleId: randomUUID(),
    now: to,
    patient: options.patient,
    person: {
      first_name: user.first_name,
      last_name: user.last_name,
      birth_year: options.birthYear === false ? null : (user.birth_year ?? null),
      gender: options.sex === false ? null : user.gender,
    },
    entries: lists.flatMap(({ entries }) => entries as FhirEntry[]),
    schedules,
    types,
  });
}
