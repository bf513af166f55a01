// The app's two buckets as storage ports, named by the environment (CDK stack or local runtime).
import { requiredEnv } from '../../core/config';
import { s3Storage } from './s3-storage';
import type { ObjectStorage } from './storage-port';

/**
 * The bucket's name is read on first use, like the rest of the configuration (functions/core/config.ts):
 * modules load without an environment (tests list their routes), and a missing name fails, naming it.
 */
function bucketNamedBy(variable: string): ObjectStorage {
  let storage: ObjectStorage | undefined;
  const resolved = () => (storage ??= s3Storage(requiredEnv(variable)));
  return {
    get bucket() {
      return resolved().bucket;
    },
    getObject: (...args) => resolved().getObject(...args),
    startPartUpload: (...args) => resolved().startPartUpload(...args),
    putObject: (...args) => resolved().putObject(...args),
    copyFrom: (...args) => resolved().copyFrom(...args),
    downloadUrl: (...args) => resolved().downloadUrl(...args),
    deletePrefix: (...args) => resolved().deletePrefix(...args),
  };
}

/** Private meal images: `images/<userId>/...` (IMAGES_BUCKET). */
export const imagesStorage = (): ObjectStorage => bucketNamedBy('IMAGES_BUCKET');

/** Short-lived downloads handed out by signed URL, expired by a lifecycle rule (EXPORTS_BUCKET). */
export const exportsStorage = (): ObjectStorage => bucketNamedBy('EXPORTS_BUCKET');
