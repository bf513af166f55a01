// The transaction shim in front of dynalite (local/transactions-shim.ts): TransactWriteItems all or nothing, a failed
// condition cancelled with its reasons and nothing written, concurrent transactions on one item serialised,
// TransactGetItems, and every other call forwarded unchanged.
import type { Server } from 'node:http';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { closeServer, endpointOf } from '../../local/emulators';
import { ensureTable } from '../../local/create-table';
import { startTransactionShim, type TransactionShim } from '../../local/transactions-shim';

const TableName = 'shim-test';
let dynamo: Server;
let shim: TransactionShim;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  dynamo = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
  await ensureTable(endpointOf(dynamo), TableName);
  shim = await startTransactionShim(dynamo);
  const client = new DynamoDBClient({
    endpoint: shim.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  db = DynamoDBDocumentClient.from(client);
});

afterAll(async () => {
  db.destroy();
  await shim.close();
  await closeServer(dynamo);
});

let n = 0;
const uniquePk = () => `P#${++n}`;
const get = async (PK: string, SK: string) => (await db.send(new GetCommand({ TableName, Key: { PK, SK }, ConsistentRead: true }))).Item;
const put = (Item: Record<string, unknown>, ConditionExpression?: string) => ({ Put: { TableName, Item, ConditionExpression } });

it('forwards plain calls to dynalite', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'A', v: 1 } }));
  expect(await get(PK, 'A')).toEqual({ PK, SK: 'A', v: 1 });
});

it('applies puts, updates, deletes and checks together when every condition holds', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'counter', count: 1 } }));
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'old', v: 1 } }));
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'guard', version: 3 } }));
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        put({ PK, SK: 'new', v: 2 }, 'attribute_not_exists(PK)'),
        {
          Update: {
            TableName,
            Key: { PK, SK: 'counter' },
            UpdateExpression: 'ADD #c :one',
            ConditionExpression: '#c = :was',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':was': 1 },
          },
        },
        { Delete: { TableName, Key: { PK, SK: 'old' }, ConditionExpression: 'attribute_exists(PK)' } },
        {
          ConditionCheck: {
            TableName,
            Key: { PK, SK: 'guard' },
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': 3 },
          },
        },
      ],
    }),
  );
  expect(await get(PK, 'new')).toEqual({ PK, SK: 'new', v: 2 });
  expect(await get(PK, 'counter')).toMatchObject({ count: 2 });
  expect(await get(PK, 'old')).toBeUndefined();
  expect(await get(PK, 'guard')).toEqual({ PK, SK: 'guard', version: 3 });
});

it('cancels with TransactionCanceledException and its CancellationReasons when a condition fails, and writes nothing', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'taken', v: 1 } }));
  const failed = await db
    .send(
      new TransactWriteCommand({
        TransactItems: [
          put({ PK, SK: 'one', v: 1 }, 'attribute_not_exists(PK)'),
          put({ PK, SK: 'taken', v: 2 }, 'attribute_not_exists(PK)'),
          put({ PK, SK: 'two', v: 1 }),
        ],
      }),
    )
    .catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(TransactionCanceledException);
  expect((failed as TransactionCanceledException).CancellationReasons).toEqual([
    { Code: 'None' },
    { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    { Code: 'None' },
  ]);
  expect(await get(PK, 'one')).toBeUndefined();
  expect(await get(PK, 'two')).toBeUndefined();
  expect(await get(PK, 'taken')).toEqual({ PK, SK: 'taken', v: 1 });
});

it('returns the item that failed its check when asked (ALL_OLD)', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'taken', v: 1 } }));
  const failed = (await db
    .send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { ...put({ PK, SK: 'taken' }, 'attribute_not_exists(PK)').Put, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
        ],
      }),
    )
    .catch((error: unknown) => error)) as TransactionCanceledException;
  expect(failed.CancellationReasons?.[0]).toMatchObject({ Code: 'ConditionalCheckFailed', Item: { PK: { S: PK }, v: { N: '1' } } });
});

it('refuses more than 100 items and two actions on one item, writing nothing', async () => {
  const PK = uniquePk();
  const many = Array.from({ length: 101 }, (_, i) => put({ PK, SK: `I#${i}` }));
  await expect(db.send(new TransactWriteCommand({ TransactItems: many }))).rejects.toMatchObject({ name: 'ValidationException' });
  const twice = [put({ PK, SK: 'same', v: 1 }), put({ PK, SK: 'same', v: 2 })];
  await expect(db.send(new TransactWriteCommand({ TransactItems: twice }))).rejects.toMatchObject({ name: 'ValidationException' });
  expect(await get(PK, 'I#0')).toBeUndefined();
  expect(await get(PK, 'same')).toBeUndefined();
});

it('puts back what it applied when a later write of the transaction is refused', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'text', word: 'hello' } }));
  const failed = db.send(
    new TransactWriteCommand({
      TransactItems: [
        put({ PK, SK: 'first', v: 1 }),
        // ADD to a string: dynalite refuses it only when it applies it.
        { Update: { TableName, Key: { PK, SK: 'text' }, UpdateExpression: 'ADD word :one', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }),
  );
  await expect(failed).rejects.toMatchObject({ name: 'ValidationException' });
  expect(await get(PK, 'first')).toBeUndefined();
  expect(await get(PK, 'text')).toEqual({ PK, SK: 'text', word: 'hello' });
});

it('lets exactly one of 20 concurrent transactions claim one item; the others write nothing', async () => {
  const PK = uniquePk();
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [put({ PK, SK: 'claim', by: i }, 'attribute_not_exists(PK)'), put({ PK, SK: `W#${i}` })],
        }),
      ),
    ),
  );
  const won = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
  expect(won).toHaveLength(1);
  expect(await get(PK, 'claim')).toMatchObject({ by: won[0] });
  for (let i = 0; i < 20; i += 1) expect(Boolean(await get(PK, `W#${i}`))).toBe(i === won[0]);
});

it('reads several items in one TransactGetItems', async () => {
  const PK = uniquePk();
  await db.send(new PutCommand({ TableName, Item: { PK, SK: 'A', v: 1 } }));
  const read = await db.send(
    new TransactGetCommand({
      TransactItems: [{ Get: { TableName, Key: { PK, SK: 'A' } } }, { Get: { TableName, Key: { PK, SK: 'none' } } }],
    }),
  );
  expect(read.Responses).toEqual([{ Item: { PK, SK: 'A', v: 1 } }, {}]);
});
