// GET /api/export/csv/: every entry and user input of the caller as one CSV (docs/EXPORT.md), inline
// when it fits a Lambda response, else stored and answered with a redirect to a short-lived download URL.
import { ulid } from 'ulid';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import type { StoredLog } from '../data/entries';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { CSV_COLUMNS, csvValues } from './csv-columns';
import { UTF8_BOM, csvLine } from '../../shared/csv-format';
import { ExportOutput } from './export-output';
import { logsInTimeOrder } from './logs-in-time-order';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** How long the redirect's signed URL works: long enough for the browser to follow it, no longer. */
export const DOWNLOAD_URL_SECONDS = 300;
/** Rows are handed to the output in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;
/** S3 parts must be at least 5 MiB (but the last); 8 MiB means fewer calls for the same bounded memory. */
const PART_BYTES = 8 * 1024 * 1024;

export interface ExportPorts {
  /** The exports bucket: large exports are written there under the caller's prefix. */
  downloads: ObjectStorage;
  /** Read per request, so configuration is checked where the rest of it is. */
  inlineMaxBytes: () => number;
  now?: () => Date;
}

export const exportFileName = (now: Date) => `user_data_export_${now.toISOString().slice(0, 10)}.csv`;

export function exportCsv(ports: ExportPorts) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.user!.userId;
    const disposition = `attachment; filename="${exportFileName(ports.now?.() ?? new Date())}"`;
    const output = new ExportOutput({
      inlineMaxBytes: ports.inlineMaxBytes(),
      partBytes: PART_BYTES,
      startUpload: () =>
        ports.downloads.startPartUpload(objectKeys.download(userId, ulid(), 'csv'), {
          contentType: CSV_CONTENT_TYPE,
          contentDisposition: disposition,
        }),
    });
    let result;
    try {
      await writeCsv(output, logsInTimeOrder(userId, csvRow));
      result = await output.finish();
    } catch (error) {
      await output.abort();
      throw error;
    }
    if (result.kind === 'inline') {
      const headers = { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': disposition, 'Cache-Control': 'no-store' };
      return { statusCode: 200, headers, body: result.text };
    }
    const location = await ports.downloads.downloadUrl(result.key, {
      contentDisposition: disposition,
      contentType: CSV_CONTENT_TYPE,
      cacheControl: 'no-store',
      expiresSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
  };
}

/** A log's CSV line, made as its page arrives: pages wait in memory as lines, not as items. */
const csvRow = (log: StoredLog) => csvLine(csvValues(log));

async function writeCsv(output: ExportOutput, batches: AsyncIterable<string[]>): Promise<void> {
  let chunk = UTF8_BOM + csvLine(CSV_COLUMNS);
  for await (const lines of batches) {
    for (const line of lines) {
      chunk += line;
      if (chunk.length >= CHUNK_CHARS) {
        await output.write(chunk);
        chunk = '';
      }
    }
  }
  await output.write(chunk);
}
