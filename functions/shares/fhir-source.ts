// Where a share link's FHIR Bundle comes from: the export's reader (functions/domain/fhir), so the file a clinician
// decrypts is what GET /api/export/fhir/ answers for the same options. Until that reader is merged, an empty
// collection stands in (this module is the one place that names it).
export interface FhirOptions {
  days: number;
  types?: readonly string[];
  patient: 'name' | 'initials' | 'none';
}

export type FhirBundle = { resourceType: 'Bundle'; [field: string]: unknown };

export async function fhirBundleOf(_userId: string, _options: FhirOptions): Promise<FhirBundle> {
  return { resourceType: 'Bundle', type: 'collection', timestamp: new Date().toISOString(), entry: [] };
}
