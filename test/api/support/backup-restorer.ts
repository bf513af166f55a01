// The full backup's restore of everything but entries (docs/IMPORT.md "Full backup") run in the test's process against
// the local runtime's table and bucket, for the restore's api tests: a backup downloaded over HTTP as a stream, and a
// restorer that answers what each write did by kind.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import type { RestorableItem, RestoreResult } from '../../../functions/imports/backup/restore-items';
import { TABLE_NAME } from './accounts';
import { downloadBackup } from './imports';
import { runtimeState } from './runtime';
import { IMAGES_BUCKET, s3 } from './storage';

export async function backupStream(token: string): Promise<Readable> {
  return Readable.fromWeb((await downloadBackup(token)).body as WebReadable);
}

/** The restore's modules, reaching the emulators the runtime started. */
export async function restorer() {
  const { endpoints } = runtimeState();
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const [{ readBackup }, { restoreItem }, { s3Storage }] = await Promise.all([
    import('../../../functions/imports/backup/read-backup'),
    import('../../../functions/imports/backup/restore-items'),
    import('../../../functions/providers/storage/s3-storage'),
  ]);
  const images = s3Storage(IMAGES_BUCKET, s3());
  /** Restores every item but the entries (the import job's), answering what each write did by kind. */
  return async (userId: string, input: Readable) => {
    const results: Record<string, RestoreResult[]> = {};
    for await (const item of readBackup(input)) {
      if (item.kind === 'problem') throw new Error(item.message);
      if (item.kind === 'entry') continue;
      (results[item.kind] ??= []).push(await restoreItem(userId, item as RestorableItem, images));
    }
    return results;
  };
}
