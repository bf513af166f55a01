// The export group's contract: the CSV, or a redirect to its file; the full backup, always a redirect to its file; the
// FHIR R4 Bundle, or a redirect to its file.
import { fhirBundleSchema, fhirExportQuery } from '../schemas/fhir-export';
import type { GroupContract } from './contract';

export const exportContract = {
  'GET /api/export/csv/': { responses: { 200: 'csv', 303: 'empty' } },
  'GET /api/export/backup/': { responses: { 303: 'empty' } },
  'GET /api/export/fhir/': { query: fhirExportQuery, responses: { 200: fhirBundleSchema, 303: 'empty' } },
} satisfies GroupContract;
