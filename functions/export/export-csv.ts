// GET /api/export/csv/: every entry and user input of the caller as one CSV (docs/EXPORT.md), inline
// when it fits a Lambda response, else stored and answered with a redirect to a short-lived download URL.
import type { StoredEntry } from '../data/entries';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { CSV_COLUMNS, csvValues } from './csv-columns';
import { UTF8_BOM, csvLine } from '../../shared/csv-format';
import { exportDownload, type DownloadAnswer } from './export-download';
import type { ExportOutput } from './export-output';
import { entriesInTimeOrder } from './entries-in-time-order';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Rows are handed to the output in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;

export interface ExportPorts {
  /** The exports bucket: large exports are written there under the caller's prefix. */
  downloads: ObjectStorage;
  /** Read per request, so configuration is checked where the rest of it is. */
  inlineMaxBytes: () => number;
  now?: () => Date;
}

export const exportFileName = (now: Date) => `user_data_export_${now.toISOString().slice(0, 10)}.csv`;

export function exportCsv(ports: ExportPorts) {
  return async (userId: string): Promise<DownloadAnswer> => {
    return exportDownload({
      userId,
      downloads: ports.downloads,
      extension: 'csv',
      contentType: CSV_CONTENT_TYPE,
      fileName: exportFileName(ports.now?.() ?? new Date()),
      inlineMaxBytes: ports.inlineMaxBytes(),
      write: (output) => writeCsv(output, entriesInTimeOrder(userId, csvRow)),
    });
  };
}

/** An entry's CSV line, made as its page arrives: pages wait in memory as lines, not as items. */
const csvRow = (entry: StoredEntry) => csvLine(csvValues(entry));

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
