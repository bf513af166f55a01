// An image's path in a backup (`images/<its owner>/<file>`, the entries' image_url) and where a restore puts it: the
// same file name under the restoring person's own prefix, so an entry and its photo meet again in the new account.
import { objectKeys } from '../../providers/storage/object-keys';
import { BackupImportError } from './backup-error';

/** The file names the images route serves (functions/images/image-path.ts): letters, digits, `_`, `-`, one extension. */
const BACKUP_IMAGE_PATH = /^images\/[A-Za-z0-9_-]{1,128}\/([A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,10})?)$/;

/** The file name of a backup's image path, or undefined when the path is not one this app writes. */
export const backupImageName = (backupPath: string): string | undefined => BACKUP_IMAGE_PATH.exec(backupPath)?.[1];

/** `images/<old owner>/<file>` → `images/<userId>/<file>`: the image_url a restored entry or input gets. */
export function restoredImageUrl(userId: string, backupPath: string): string {
  const name = backupImageName(backupPath);
  if (!name) throw new BackupImportError(`“${backupPath}” is not an image path of this app.`);
  return objectKeys.imagePrefix(userId) + name;
}
