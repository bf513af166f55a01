// A list call through the whole local stack against a direct GSI1 Query of the same rows.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getJson } from './http-get';
import { timePair, type Timing } from './measure';

const ROWS = 50;
/** Warm-up rounds before a timed pair: the p50 of a warm function, not of JIT compilation (50 left the first pair
 * measured ~30% slower than later ones). */
export const WARM = 300;
/** Timed rounds of a pair (each round one call of each). */
export const RUNS = 400;

export async function measureList(
  appUrl: string,
  dynamodbEndpoint: string,
  access: string,
  userId: string,
): Promise<{ list: Timing; query: Timing }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };
  for (let i = 0; i < ROWS; i++) {
    const body = JSON.stringify({
      calculated_timestamp: `2026-11-21T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`,
      details: `meal ${i}`,
    });
    const response = await fetch(`${appUrl}/api/food-drinks/`, { method: 'POST', headers, body });
    if (response.status !== 201) throw new Error(`creating entries answered ${response.status}`);
  }
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamodbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const { a: list, b: query } = await timePair(
    RUNS,
    () => getJson(`${appUrl}/api/food-drinks/?limit=${ROWS}`, { authorization: `Bearer ${access}` }),
    () =>
      table.send(
        new QueryCommand({
          TableName: 'health-tracker',
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${userId}#food-drinks` },
          ScanIndexForward: false,
          Limit: ROWS,
        }),
      ),
    WARM,
  );
  return { list, query };
}
