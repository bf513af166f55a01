// What is left of a person after their account's deletion (S48): every table row that names them anywhere (keys or
// attributes, as JSON), and every object in either bucket whose key holds their id. Both read everything, as the
// test wants: no row or object may escape by being keyed some other way.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { table, TABLE_NAME } from './accounts';
import { EXPORTS_BUCKET, IMAGES_BUCKET, s3 } from './storage';

/** Rows whose keys or attributes contain any of `needles` (user id, customer id, session ids...). */
export async function rowsNaming(needles: string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: startKey, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      if (needles.some((needle) => text.includes(needle))) found.push(item);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Keys in the images and exports buckets that contain `needle`. */
export async function objectsNaming(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const bucket of [IMAGES_BUCKET, EXPORTS_BUCKET]) {
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key?.includes(needle)) found.push(`${bucket}/${object.Key}`);
      token = page.NextContinuationToken;
    } while (token);
  }
  return found;
}
