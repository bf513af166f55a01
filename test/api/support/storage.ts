// The emulator's buckets, for putting objects no API call makes yet (uploads come with issue 4) and for
// checking what is stored.
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { runtimeState } from './runtime';

export const IMAGES_BUCKET = 'tend-images';
export const EXPORTS_BUCKET = 'tend-exports';

let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= new S3Client({
    endpoint: runtimeState().endpoints.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return client;
}

export async function putObject(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

export async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!);
}
