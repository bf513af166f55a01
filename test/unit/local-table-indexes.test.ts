// A local data dir whose table was made before tableShape gained an index (GSI2, the reminders' due index) is rebuilt
// with the index on the next start, keeping every item (local/rebuild-table.ts); a start that stopped half-way
// through a rebuild finishes it on the next start.
import type { Server } from 'node:http';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput, ensureTable } from '../../local/create-table';
import { copyItems } from '../../local/rebuild-table';
import { closeServer, endpointOf } from '../../local/emulators';

let dynamo: Server;
let client: DynamoDBClient;
const TableName = 'indexes-test';
const spare = `${TableName}-rebuild`;

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

/** The table as it was made before GSI2. */
async function createOlderTable(name: string) {
  const input = createTableInput(name);
  await client.send(
    new CreateTableCommand({
      ...input,
      AttributeDefinitions: input.AttributeDefinitions.filter((a) => !a.AttributeName.startsWith('GSI2')),
      GlobalSecondaryIndexes: input.GlobalSecondaryIndexes.filter((index) => index.IndexName !== 'GSI2'),
    }),
  );
}

const indexNames = async () =>
  ((await client.send(new DescribeTableCommand({ TableName }))).Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
const tables = async () => (await client.send(new ListTablesCommand({}))).TableNames?.sort();
const keysOf = async () => ((await client.send(new ScanCommand({ TableName }))).Items ?? []).map((item) => item.SK.S).sort();
const entry = (n: number) => ({ PK: { S: 'USER#1' }, SK: { S: `LOG#${n}` }, GSI1PK: { S: 'USER#1#food' }, GSI1SK: { S: String(n) } });

test('an older table gets GSI2 and keeps its items, and an item written afterwards is found through the new index', async () => {
  await createOlderTable(TableName);
  for (let n = 0; n < 30; n += 1) await client.send(new PutItemCommand({ TableName, Item: entry(n) }));

  expect(await ensureTable(endpointOf(dynamo), TableName)).toBe(false);
  expect(await indexNames()).toEqual(['GSI1', 'GSI2']);
  expect(await keysOf()).toHaveLength(30);
  expect(await tables()).toEqual([TableName]);

  const reminder = { PK: { S: 'USER#1' }, SK: { S: 'REMINDER#a' }, GSI2PK: { S: 'DUE#x#0' }, GSI2SK: { S: 'a' } };
  await client.send(new PutItemCommand({ TableName, Item: reminder }));
  const { Items } = await client.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'DUE#x#0' } },
    }),
  );
  expect(Items?.map((item) => item.SK.S)).toEqual(['REMINDER#a']);
});

test('a start stopped after the table was deleted finishes from the spare, with every item', async () => {
  await createOlderTable(TableName);
  for (let n = 0; n < 3; n += 1) await client.send(new PutItemCommand({ TableName, Item: entry(n) }));
  await client.send(new CreateTableCommand(createTableInput(spare)));
  await copyItems(client, TableName, spare);
  await client.send(new DeleteTableCommand({ TableName }));

  await ensureTable(endpointOf(dynamo), TableName);
  expect(await indexNames()).toEqual(['GSI1', 'GSI2']);
  expect(await keysOf()).toEqual(['LOG#0', 'LOG#1', 'LOG#2']);
  expect(await tables()).toEqual([TableName]);
});

test('a start stopped while copying to the spare starts again from the table, which still has every item', async () => {
  await createOlderTable(TableName);
  for (let n = 0; n < 3; n += 1) await client.send(new PutItemCommand({ TableName, Item: entry(n) }));
  await client.send(new CreateTableCommand(createTableInput(spare)));
  await client.send(new PutItemCommand({ TableName: spare, Item: entry(0) }));

  await ensureTable(endpointOf(dynamo), TableName);
  expect(await indexNames()).toEqual(['GSI1', 'GSI2']);
  expect(await keysOf()).toEqual(['LOG#0', 'LOG#1', 'LOG#2']);
  expect(await tables()).toEqual([TableName]);
});

test('a table with every index is left as it is', async () => {
  expect(await ensureTable(endpointOf(dynamo), TableName)).toBe(true);
  await client.send(new PutItemCommand({ TableName, Item: entry(1) }));
  expect(await ensureTable(endpointOf(dynamo), TableName)).toBe(false);
  expect(await indexNames()).toEqual(['GSI1', 'GSI2']);
  expect(await keysOf()).toEqual(['LOG#1']);
});
