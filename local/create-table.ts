// Creates the single DynamoDB table from tableShape in dynalite, once: a restart finds it with its data (and a table
// made before tableShape gained an index is rebuilt with it: local/rebuild-table.ts).
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { tableShape } from '../shared/table-shape';
import { rebuildWithIndexes } from './rebuild-table';

const key = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

export function createTableInput(tableName: string) {
  const attributes = new Set<string>([tableShape.partitionKey, tableShape.sortKey]);
  for (const index of tableShape.indexes) attributes.add(index.partitionKey).add(index.sortKey);
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map(key),
    KeySchema: [
      { AttributeName: tableShape.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableShape.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableShape.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}

export async function tableExists(client: DynamoDBClient, name: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/**
 * Returns true when the table had to be created and nothing was moved into it (first start on this data dir).
 * `moveEarlier` fills it from the table's earlier name (local/earlier-names.ts) where a data dir still has it.
 */
export async function ensureTable(
  endpoint: string,
  tableName: string,
  moveEarlier?: (client: DynamoDBClient, tableName: string) => Promise<boolean>,
): Promise<boolean> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const created = !(await tableExists(client, tableName));
    if (created) await client.send(new CreateTableCommand(createTableInput(tableName)));
    await rebuildWithIndexes(client, tableName, (name) => new CreateTableCommand(createTableInput(name)));
    const moved = moveEarlier ? await moveEarlier(client, tableName) : false;
    return created && !moved;
  } finally {
    client.destroy();
  }
}
