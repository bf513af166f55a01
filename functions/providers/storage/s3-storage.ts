// S3 adapter of the storage port; locally the same code reaches s3rver (AWS_ENDPOINT_URL_S3, path-style URLs).
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../../platform/config';
import { fenceWrites } from '../../platform/write-fence';
import { readStream, sizeOf, uploadUrl } from './s3-transfer';
import type { DownloadOptions, ObjectRead, ObjectStorage, PartUpload } from './storage-port';

/** Enough of a file to recognise its type by magic bytes. */
const HEAD_BYTES = 64;

let sharedClient: S3Client | undefined;

/** Commands that store an object: refused for an account being deleted once the request's check is stale (write-fence.ts). */
const STORES = new Set([
  'PutObjectCommand',
  'CopyObjectCommand',
  'CreateMultipartUploadCommand',
  'UploadPartCommand',
  'CompleteMultipartUploadCommand',
]);

export function s3Client(): S3Client {
  sharedClient ??= fenceWrites(new S3Client({ forcePathStyle: config().AWS_S3_FORCE_PATH_STYLE }), (name) => STORES.has(name));
  return sharedClient;
}

export function s3Storage(bucket: string, client: S3Client = s3Client()): ObjectStorage {
  return {
    bucket,
    getObject: (key, options) => getObject(client, bucket, key, options?.maxBytes ?? Infinity),
    startPartUpload: (key, metadata) => startPartUpload(client, bucket, key, metadata),
    async putObject(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async copyFrom(sourceBucket, sourceKey, key) {
      const source = `${sourceBucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: source }));
    },
    downloadUrl: (key, options) => downloadUrl(client, bucket, key, options),
    deletePrefix: (prefix) => deletePrefix(client, bucket, prefix),
    uploadUrl: (key, options) => uploadUrl(client, bucket, key, options),
    sizeOf: (key) => sizeOf(client, bucket, key),
    readStream: (key, range) => readStream(client, bucket, key, range),
  };
}

async function getObject(client: S3Client, bucket: string, key: string, maxBytes: number): Promise<ObjectRead | undefined> {
  let response;
  try {
    response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
  const body = response.Body as Readable;
  const size = response.ContentLength ?? 0;
  const complete = size <= maxBytes;
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    read += (chunk as Buffer).length;
    if (!complete && read >= HEAD_BYTES) break;
  }
  if (!complete) body.destroy();
  const bytes = Buffer.concat(chunks);
  return { contentType: response.ContentType, size, bytes: complete ? bytes : bytes.subarray(0, HEAD_BYTES), complete };
}

async function startPartUpload(
  client: S3Client,
  bucket: string,
  key: string,
  metadata: { contentType: string; contentDisposition?: string },
): Promise<PartUpload> {
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: metadata.contentType,
      ContentDisposition: metadata.contentDisposition,
    }),
  );
  const parts: CompletedPart[] = [];
  let numbered = 0;
  return {
    key,
    async uploadPart(bytes) {
      // Numbered on the call, not on the answer: a caller may keep one part in flight while it fills the next.
      const PartNumber = ++numbered;
      const result = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: bytes }));
      // The SDK checksums each part; S3 wants the same checksums back when the upload completes.
      parts.push({ PartNumber, ETag: result.ETag, ChecksumCRC32: result.ChecksumCRC32 });
    },
    async complete() {
      const Parts = [...parts].sort((a, b) => a.PartNumber! - b.PartNumber!);
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts } }));
    },
    async abort() {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }));
    },
  };
}

function downloadUrl(client: S3Client, bucket: string, key: string, options: DownloadOptions): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucket,
    Key: key,
    ResponseContentDisposition: options.contentDisposition,
    ResponseContentType: options.contentType,
    ResponseCacheControl: options.cacheControl,
  });
  return getSignedUrl(client, command, { expiresIn: options.expiresSeconds });
}

/** Lists from the start each round: what was deleted is gone, so no continuation token is needed. */
async function deletePrefix(client: S3Client, bucket: string, prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }));
    const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (objects.length === 0) return deleted;
    const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    if (result.Errors?.length) {
      const first = result.Errors[0];
      throw new Error(`S3 refused to delete ${result.Errors.length} object(s) under ${prefix}: ${first.Code} ${first.Message}`);
    }
    deleted += objects.length;
  }
}
