// One export's way out, shared by the CSV and the full backup: written through an ExportOutput (inline while it fits,
// else stored in parts under the caller's prefix), then answered inline or with a 303 to a short-lived signed URL.
import { ulid } from 'ulid';
import { objectKeys } from '../providers/storage/object-keys';
import { DOWNLOAD_URL_SECONDS, type ObjectStorage } from '../providers/storage/storage-port';
import { ExportOutput } from './export-output';

/** S3 parts must be at least 5 MiB (but the last); 8 MiB means fewer calls for the same bounded memory. */
const PART_BYTES = 8 * 1024 * 1024;

export interface ExportDownload {
  userId: string;
  /** The exports bucket. */
  downloads: ObjectStorage;
  extension: string;
  contentType: string;
  fileName: string;
  /** Larger exports are stored and redirected to; -1 always stores. */
  inlineMaxBytes: number;
  /** Writes the whole export; a failure aborts the stored parts. */
  write: (output: ExportOutput) => Promise<void>;
}

/** A 303 to the stored copy. */
export type StoredAnswer = { statusCode: 303; headers: Record<string, string> };
/** The file inline (a 200 with its text), or a 303 to its stored copy: the two answers the CSV's contract lists. */
export type DownloadAnswer = { statusCode: 200; headers: Record<string, string>; body: string } | StoredAnswer;

/** -1 stores from the first write on, so such an export is always a 303 (the backup's contract lists only that). */
export function exportDownload(spec: ExportDownload & { inlineMaxBytes: -1 }): Promise<StoredAnswer>;
export function exportDownload(spec: ExportDownload): Promise<DownloadAnswer>;
export async function exportDownload(spec: ExportDownload): Promise<DownloadAnswer> {
  const disposition = `attachment; filename="${spec.fileName}"`;
  const output = new ExportOutput({
    inlineMaxBytes: spec.inlineMaxBytes,
    partBytes: PART_BYTES,
    startUpload: () =>
      spec.downloads.startPartUpload(objectKeys.download(spec.userId, ulid(), spec.extension), {
        contentType: spec.contentType,
        contentDisposition: disposition,
      }),
  });
  let result;
  try {
    await spec.write(output);
    result = await output.finish();
  } catch (error) {
    await output.abort();
    throw error;
  }
  if (result.kind === 'inline') {
    const headers = { 'Content-Type': spec.contentType, 'Content-Disposition': disposition, 'Cache-Control': 'no-store' };
    return { statusCode: 200, headers, body: result.text };
  }
  const location = await spec.downloads.downloadUrl(result.key, {
    contentDisposition: disposition,
    contentType: spec.contentType,
    cacheControl: 'no-store',
    expiresSeconds: DOWNLOAD_URL_SECONDS,
  });
  return { statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
}
