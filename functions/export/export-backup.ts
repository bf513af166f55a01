// GET /api/export/backup/: the caller's full backup as one JSON file (docs/EXPORT.md), always written to the exports
// bucket in parts and answered with a redirect to a short-lived download URL, like a large CSV export.
import { ulid } from 'ulid';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { writeBackup } from './backup-document';
import { DOWNLOAD_URL_SECONDS } from './export-csv';
import { ExportOutput } from './export-output';

export const BACKUP_CONTENT_TYPE = 'application/json; charset=utf-8';
/** S3 parts must be at least 5 MiB (but the last); 8 MiB as for the CSV. */
const PART_BYTES = 8 * 1024 * 1024;

export interface BackupPorts {
  /** Where the file is written (the exports bucket). */
  downloads: ObjectStorage;
  /** Where the caller's images are read from (the images bucket). */
  images: ObjectStorage;
  now?: () => Date;
}

export const backupFileName = (now: Date) => `health-backup-${now.toISOString().slice(0, 10)}.json`;

export function exportBackup(ports: BackupPorts) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.user!.userId;
    const now = ports.now?.() ?? new Date();
    const disposition = `attachment; filename="${backupFileName(now)}"`;
    const output = new ExportOutput({
      // Never inline: images make a backup large, and one way to download keeps the client simple.
      inlineMaxBytes: -1,
      partBytes: PART_BYTES,
      startUpload: () =>
        ports.downloads.startPartUpload(objectKeys.download(userId, ulid(), 'json'), {
          contentType: BACKUP_CONTENT_TYPE,
          contentDisposition: disposition,
        }),
    });
    let result;
    try {
      await writeBackup(userId, ports.images, now, (text) => output.write(text));
      result = await output.finish();
    } catch (error) {
      await output.abort();
      throw error;
    }
    if (result.kind === 'inline') throw new Error('A backup is always stored');
    const location = await ports.downloads.downloadUrl(result.key, {
      contentDisposition: disposition,
      contentType: BACKUP_CONTENT_TYPE,
      cacheControl: 'no-store',
      expiresSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
  };
}
