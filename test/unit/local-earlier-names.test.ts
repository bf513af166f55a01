// A data dir made before the product was named Tend (local/earlier-names.ts): its table's items are moved into the
// current table and the earlier table deleted, and its buckets' folders renamed; a data dir without them is left alone.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput, ensureTable } from '../../local/create-table';
import { earlierTableName, moveEarlierBuckets, moveEarlierTable } from '../../local/earlier-names';
import { closeServer, endpointOf } from '../../local/emulators';
import { exportsBucket, imagesBucket, tableName } from '../../local/environment';

let dynamo: Server;
let client: DynamoDBClient;

beforeEach(async () => {
  dynamo = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
  client = new DynamoDBClient({
    endpoint: endpointOf(dynamo),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterEach(async () => {
  client.destroy();
  await closeServer(dynamo);
});

const tables = async () => (await client.send(new ListTablesCommand({}))).TableNames;
async function keysOf(name: string): Promise<string[]> {
  const keys: string[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
    keys.push(...(page.Items ?? []).map((item) => `${item.PK.S} ${item.SK.S}`));
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

it('moves every item of the earlier table into the current one, more than a batch and a scan page, and deletes it', async () => {
  await client.send(new CreateTableCommand(createTableInput(earlierTableName)));
  const big = 'x'.repeat(20_000); // 60 items of ~20 KB pass a scan's 1 MB page
  for (let n = 0; n < 60; n++) {
    await client.send(
      new PutItemCommand({ TableName: earlierTableName, Item: { PK: { S: `USER#${n % 3}` }, SK: { S: `LOG#${n}` }, words: { S: big } } }),
    );
  }
  const created = await ensureTable(endpointOf(dynamo), tableName, moveEarlierTable);
  expect(created).toBe(false); // the data dir is not new: the banner must not say so
  expect(await tables()).toEqual([tableName]);
  expect(await keysOf(tableName)).toHaveLength(60);
  expect(await keysOf(tableName)).toContain('USER#2 LOG#59');
});

it('leaves a data dir without the earlier table as it is, and says a new table was created', async () => {
  expect(await ensureTable(endpointOf(dynamo), tableName, moveEarlierTable)).toBe(true);
  expect(await tables()).toEqual([tableName]);
  expect(await ensureTable(endpointOf(dynamo), tableName, moveEarlierTable)).toBe(false);
});

describe('buckets', () => {
  let s3Dir: string;
  beforeEach(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'tend-earlier-names-'));
  });
  afterEach(() => rm(s3Dir, { recursive: true, force: true }));

  it("renames the earlier buckets' folders, their objects with them", async () => {
    await mkdir(path.join(s3Dir, 'health-tracker-images', 'users'), { recursive: true });
    await writeFile(path.join(s3Dir, 'health-tracker-images', 'users', 'photo'), 'jpeg');
    await mkdir(path.join(s3Dir, 'health-tracker-exports'));
    await moveEarlierBuckets(s3Dir);
    expect(await readFile(path.join(s3Dir, imagesBucket, 'users', 'photo'), 'utf8')).toBe('jpeg');
    expect(existsSync(path.join(s3Dir, exportsBucket))).toBe(true);
    expect(existsSync(path.join(s3Dir, 'health-tracker-images'))).toBe(false);
  });

  it('never replaces a current bucket', async () => {
    await mkdir(path.join(s3Dir, 'health-tracker-images'));
    await mkdir(path.join(s3Dir, imagesBucket));
    await writeFile(path.join(s3Dir, imagesBucket, 'kept'), 'now');
    await moveEarlierBuckets(s3Dir);
    expect(await readFile(path.join(s3Dir, imagesBucket, 'kept'), 'utf8')).toBe('now');
  });
});
