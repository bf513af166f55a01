// The DynamoDB document client and the table name; endpoints come from the environment (emulator or AWS).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requiredEnv } from '../core/config';

let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({ maxAttempts: 4 });
    // No SDK logger is configured, yet its middleware copied every answer (each item) through the schema's
    // redaction on every call: a tenth of a large read's CPU (the export's, docs/PERFORMANCE.md).
    client.middlewareStack.remove('loggerMiddleware');
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
