// A data dir made before the product was named Tend holds the table and buckets under their earlier names
// (docs/LOCAL.md "Data"): they are moved to the current names when the runtime or a maintenance command starts,
// so a person's entries, photos and downloads carry over. Safe to stop at any point: the earlier table is deleted
// only after every item is copied, and a start that finds it again copies again (a put of the same item is harmless).
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { DeleteTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableExists } from './create-table';
import { copyItems } from './rebuild-table';
import { exportsBucket, imagesBucket } from './environment';

export const earlierTableName = 'health-tracker';
const earlierBuckets: Record<string, string> = { 'health-tracker-images': imagesBucket, 'health-tracker-exports': exportsBucket };

/** Renames each earlier bucket's folder in s3rver's directory (before s3rver starts), unless the current one exists. */
export async function moveEarlierBuckets(s3Dir: string): Promise<void> {
  for (const [earlier, current] of Object.entries(earlierBuckets)) {
    const from = path.join(s3Dir, earlier);
    const to = path.join(s3Dir, current);
    if (existsSync(from) && !existsSync(to)) await rename(from, to);
  }
}

/** Copies every item of the earlier table into `to` (which exists), then deletes it; false when there was none. */
export async function moveEarlierTable(client: DynamoDBClient, to: string): Promise<boolean> {
  if (!(await tableExists(client, earlierTableName))) return false;
  await copyItems(client, earlierTableName, to);
  await client.send(new DeleteTableCommand({ TableName: earlierTableName }));
  return true;
}
