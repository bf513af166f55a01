// The export group's Lambda: the CSV of all the caller's data.
import { config } from '../core/config';
import { createApiHandler } from '../core/http-handler';
import { exportsStorage } from '../providers/storage/buckets';
import { exportCsv } from './export-csv';

export const actions = {
  'GET /api/export/csv/': exportCsv({ downloads: exportsStorage(), inlineMaxBytes: () => config().EXPORT_INLINE_MAX_BYTES }),
};

export const handler = createApiHandler('export', actions);
