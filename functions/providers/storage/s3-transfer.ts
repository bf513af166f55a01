// The S3 calls of an import's file (issue 14): the signed PUT the browser uploads with, its size, and its bytes as a
// stream (whole, or a byte range: a zip is read from its end). Locally the same calls reach s3rver.
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadTarget } from './storage-port';

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** Content-Type and Content-Length are signed: S3 refuses a PUT of another size or type. */
export async function uploadUrl(
  client: S3Client,
  bucket: string,
  key: string,
  options: { size: number; contentType: string; expiresSeconds: number },
): Promise<UploadTarget> {
  const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: options.contentType, ContentLength: options.size });
  const url = await getSignedUrl(client, command, {
    expiresIn: options.expiresSeconds,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  // The browser sets Content-Length itself (it may not be named); the size is still signed.
  return { url, headers: { 'Content-Type': options.contentType } };
}

export async function sizeOf(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function readStream(
  client: S3Client,
  bucket: string,
  key: string,
  range?: { start: number; end: number },
): Promise<Readable | undefined> {
  const Range = range && `bytes=${range.start}-${range.end - 1}`;
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
    return response.Body as Readable;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
