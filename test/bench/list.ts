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

/**
 * The rows of a list: 'plain' ones the food table does not match ("entry 7": the figure compared across runs since
 * issue 5), or 'foods' ("2 eggs and toast"), which carry the matched food and its 19 nutrient measures (issue 22):
 * about 2.5× the bytes of a plain row to read, convert and send. Foods are written an hour later, so the newest 50
 * rows a list reads are all of one kind.
 */
export type ListRows = 'plain' | 'foods';

export async function measureList(
  appUrl: string,
  dynamodbEndpoint: string,
  access: string,
  userId: string,
  rows: ListRows = 'plain',
): Promise<{ list: Timing; query: Timing }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };
  const hour = rows === 'plain' ? 10 : 11;
  for (let i = 0; i < ROWS; i++) {
    const body = JSON.stringify({
      calculated_timestamp: `2026-11-21T${String(hour + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`,
      details: rows === 'plain' ? `entry ${i}` : `${1 + (i % 3)} eggs and toast`,
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
          TableName: 'tend',
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
