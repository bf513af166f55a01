// The export group's Lambda: the CSV of all the caller's data, and the full backup (JSON).
import { config } from '../platform/config';
import { createApiHandler } from '../core/http-handler';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { exportBackup } from './export-backup';
import { exportCsv } from './export-csv';

export const actions = {
  'GET /api/export/csv/': exportCsv({ downloads: exportsStorage(), inlineMaxBytes: () => config().EXPORT_INLINE_MAX_BYTES }),
  'GET /api/export/backup/': exportBackup({ downloads: exportsStorage(), images: imagesStorage() }),
};

export const handler = createApiHandler('export', actions);
