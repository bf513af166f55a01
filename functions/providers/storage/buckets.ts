// The app's two buckets as storage ports, named by config() (the CDK stack or the local runtime sets them).
import { config } from '../../platform/config';
import { s3Storage } from './s3-storage';
import type { ObjectStorage } from './storage-port';

type BucketVariable = 'IMAGES_BUCKET' | 'EXPORTS_BUCKET';

/**
 * The name is checked when the port is made (a handler module makes its ports at cold start), so a group
 * without its bucket fails then, naming the variable; the S3 client is only built on first use.
 */
function bucketNamedBy(variable: BucketVariable): ObjectStorage {
  const name = config()[variable];
  if (!name) throw new Error(`Invalid configuration: ${variable} must be set`);
  let storage: ObjectStorage | undefined;
  const resolved = () => (storage ??= s3Storage(name));
  return {
    bucket: name,
    getObject: (...args) => resolved().getObject(...args),
    startPartUpload: (...args) => resolved().startPartUpload(...args),
    putObject: (...args) => resolved().putObject(...args),
    copyFrom: (...args) => resolved().copyFrom(...args),
    downloadUrl: (...args) => resolved().downloadUrl(...args),
    deletePrefix: (...args) => resolved().deletePrefix(...args),
    uploadUrl: (...args) => resolved().uploadUrl(...args),
    sizeOf: (...args) => resolved().sizeOf(...args),
    readStream: (...args) => resolved().readStream(...args),
  };
}

/** Private meal images: `images/<userId>/...` (IMAGES_BUCKET). */
export const imagesStorage = (): ObjectStorage => bucketNamedBy('IMAGES_BUCKET');

/** Short-lived downloads handed out by signed URL, expired by a lifecycle rule (EXPORTS_BUCKET). */
export const exportsStorage = (): ObjectStorage => bucketNamedBy('EXPORTS_BUCKET');
