// The DynamoDB document client and the table name; endpoints come from the environment (emulator or AWS).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requiredEnv } from '../platform/config';
import { fenceWrites } from '../platform/write-fence';

let documentClient: DynamoDBDocumentClient | undefined;

/** Commands that create or change an item (deletes pass the write fence: an account deletion deletes after its tombstone). */
function isTableWrite(commandName: string, input: Record<string, unknown>): boolean {
  if (commandName === 'PutItemCommand' || commandName === 'UpdateItemCommand') return true;
  if (commandName === 'BatchWriteItemCommand') {
    const requests = Object.values((input.RequestItems ?? {}) as Record<string, { PutRequest?: unknown }[]>).flat();
    return requests.some((request) => request.PutRequest);
  }
  if (commandName === 'TransactWriteItemsCommand') {
    return ((input.TransactItems ?? []) as { Put?: unknown; Update?: unknown }[]).some((item) => item.Put || item.Update);
  }
  return false;
}

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({ maxAttempts: 4 });
    // No SDK logger is configured, yet its middleware copied every answer (each item) through the schema's
    // redaction on every call: a tenth of a large read's CPU (the export's, docs/PERFORMANCE.md).
    client.middlewareStack.remove('loggerMiddleware');
    // A write for a person whose account is being deleted is refused once its check is stale (platform/write-fence.ts).
    fenceWrites(client, isTableWrite);
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

export function tableName(): string {
  return requiredEnv('TABLE_NAME');
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

export const nowSeconds = (ms = Date.now()) => Math.floor(ms / 1000);
