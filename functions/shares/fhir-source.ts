// Where a share link's FHIR Bundle comes from: the export's own reader (functions/domain/fhir), so the file a clinician
// decrypts is what GET /api/export/fhir/ answers for the same options (test/api/shares-fhir.test.ts).
import type { Bundle } from '@medplum/fhirtypes';
import type { EntryCollection } from '../../shared/entry-types';
import { readFhirBundle } from '../domain/fhir/read-bundle';

export interface FhirOptions {
  days: number;
  types: readonly EntryCollection[];
  patient: 'name' | 'initials' | 'none';
  birthYear: boolean;
  sex: boolean;
}

export const fhirBundleOf = (userId: string, options: FhirOptions, now: number): Promise<Bundle> =>
  readFhirBundle(userId, { ...options, now });
