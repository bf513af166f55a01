// The export group's Lambda: the CSV of all the caller's data, the full backup (JSON) and the FHIR R4 Bundle. tsc checks both actions
// against the group's contract (shared/contracts/export.ts, a type-only import).
import type { exportContract } from '../../shared/contracts/export';
import { config } from '../platform/config';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { exportBackup } from './export-backup';
import { exportCsv } from './export-csv';
import { exportFhir } from './export-fhir';
import { fhirExportQuery } from '../../shared/schemas/fhir-export';

const csvOf = exportCsv({ downloads: exportsStorage(), inlineMaxBytes: () => config().EXPORT_INLINE_MAX_BYTES });
const backupOf = exportBackup({ downloads: exportsStorage(), images: imagesStorage() });
const fhirOf = exportFhir({ downloads: exportsStorage(), inlineMaxBytes: () => config().EXPORT_INLINE_MAX_BYTES });

export const actions: RouteActions<typeof exportContract> = {
  'GET /api/export/csv/': { run: async ({ user }) => csvOf(user.userId) },
  'GET /api/export/backup/': { run: async ({ user }) => backupOf(user.userId) },
  'GET /api/export/fhir/': {
    query: fhirExportQuery,
    run: async ({ user, query }) =>
      fhirOf(user.userId, { days: query.days, types: query.types, patient: query.patient, birthYear: query.birth_year, sex: query.sex }),
  },
};

export const handler = createApiHandler('export', actions);
