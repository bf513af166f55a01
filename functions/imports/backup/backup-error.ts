// The one error a full-backup restore raises for a file it cannot read (docs/IMPORT.md "Full backup"), with a message
// for the person. Anything else thrown while restoring is a fault of ours, not of the file.
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../shared/schemas/backup';

/** The largest image a backup may hold: 20 MiB of base64 (15 MiB of photo; uploads take 5 MB). */
export const BACKUP_IMAGE_MAX_BASE64 = 20 * 1024 * 1024;
/** The most one item (an entry, a chat with its messages, a report) may weigh: its text plus its structure. */
export const BACKUP_ITEM_MAX_WEIGHT = 32 * 1024 * 1024;

export const BACKUP_MESSAGES = {
  notJson: 'The file is not a backup of this app: it is not JSON. Choose the file that Settings → Data Export → Full backup saved.',
  notBackup: `The file is not a backup of this app (it does not start with "format": "${BACKUP_FORMAT}"). Choose the file that Settings → Data Export → Full backup saved.`,
  cutShort: 'The backup file is cut short: it ends before the backup does. Download the backup again.',
  damaged: 'The backup file is damaged: part of it is not valid JSON. Download the backup again.',
  version: (version: unknown) =>
    typeof version === 'number' && version > BACKUP_VERSION
      ? `This backup was made by a newer version of the app (backup version ${version}); this app reads version ${BACKUP_VERSION}.`
      : `This backup's version (${JSON.stringify(version)}) is not one this app reads (version ${BACKUP_VERSION}).`,
} as const;

export class BackupImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupImportError';
  }
}
