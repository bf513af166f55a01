// GET /api/export/backup/: the caller's full backup as one JSON file (docs/EXPORT.md), always written to the exports
// bucket in parts and answered with a redirect to a short-lived download URL, like a large CSV export.
import type { ObjectStorage } from '../providers/storage/storage-port';
import { writeBackup } from './backup-document';
import { exportDownload, type StoredAnswer } from './export-download';

export const BACKUP_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface BackupPorts {
  /** Where the file is written (the exports bucket). */
  downloads: ObjectStorage;
  /** Where the caller's images are read from (the images bucket). */
  images: ObjectStorage;
  now?: () => Date;
}

export const backupFileName = (now: Date) => `health-backup-${now.toISOString().slice(0, 10)}.json`;

export function exportBackup(ports: BackupPorts) {
  return async (userId: string): Promise<StoredAnswer> => {
    const now = ports.now?.() ?? new Date();
    return exportDownload({
      userId,
      downloads: ports.downloads,
      extension: 'json',
      contentType: BACKUP_CONTENT_TYPE,
      fileName: backupFileName(now),
      // Never inline: images make a backup large, and one way to download keeps the client simple.
      inlineMaxBytes: -1,
      write: (output) => writeBackup(userId, ports.images, now, (text) => output.write(text)),
    });
  };
}
