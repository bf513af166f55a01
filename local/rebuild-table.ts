// A local data dir whose table was made before tableShape gained an index (GSI2, the reminders' due index:
// docs/REMINDERS.md) is rebuilt with every index when the runtime starts: dynalite cannot add an index to a table, so
// the items are copied to a spare table, the table is made again and the items copied back. Safe to stop at any
// point: the spare is deleted only after the copy back, and a start that finds it finishes or restarts the work.
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableShape } from '../shared/table-shape';

/** Copies every item of one table into another (which exists); a put of an item already there is harmless. */
export async function copyItems(client: DynamoDBClient, from: string, to: string): Promise<void> {
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: from, ExclusiveStartKey: start }));
    const items = page.Items ?? [];
    for (let at = 0; at < items.length; at += 25) {
      let requests = items.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        const written = await client.send(new BatchWriteItemCommand({ RequestItems: { [to]: requests } }));
        requests = (written.UnprocessedItems?.[to] ?? []) as typeof requests;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The index names a table lacks, or undefined when there is no such table. */
async function missingIndexes(client: DynamoDBClient, tableName: string): Promise<string[] | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    return tableShape.indexes.map((index) => index.name).filter((name) => !present.has(name));
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Makes `tableName` have every index of tableShape, keeping its items. `create` makes a table of the full shape.
 * Returns true when it rebuilt (or finished a rebuild an earlier start left).
 */
export async function rebuildWithIndexes(
  client: DynamoDBClient,
  tableName: string,
  create: (name: string) => CreateTableCommand,
): Promise<boolean> {
  const spare = `${tableName}-rebuild`;
  const tableLacks = await missingIndexes(client, tableName);
  const spareLacks = await missingIndexes(client, spare);
  if (!spareLacks && (!tableLacks || tableLacks.length === 0)) return false;
  if (spareLacks && tableLacks && tableLacks.length > 0) {
    // A copy to the spare that may not have finished: start again from the table, which still has every item.
    await client.send(new DeleteTableCommand({ TableName: spare }));
  }
  if (tableLacks && tableLacks.length > 0) {
    await client.send(create(spare));
    await copyItems(client, tableName, spare);
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  }
  if (!tableLacks || tableLacks.length > 0) await client.send(create(tableName));
  await copyItems(client, spare, tableName);
  await client.send(new DeleteTableCommand({ TableName: spare }));
  return true;
}
