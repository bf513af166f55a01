// Monthly AI usage per user (tokens in and out, images) for the staff report, listed through GSI1.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

export interface UsageRow {
  user: string;
  month: string;
  input_tokens: number;
  output_tokens: number;
  images: number;
}

export async function recordUsage(
  user: { userId: string; username: string },
  month: string,
  usage: Omit<UsageRow, 'user' | 'month'>,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.monthlyUsage(user.userId, month),
      UpdateExpression:
        'ADD input_tokens :in, output_tokens :out, images :images SET #user = :user, #month = :month, GSI1PK = :gpk, GSI1SK = :gsk',
      ExpressionAttributeNames: { '#user': 'user', '#month': 'month' },
      ExpressionAttributeValues: {
        ':in': usage.input_tokens,
        ':out': usage.output_tokens,
        ':images': usage.images,
        ':user': user.username,
        ':month': month,
        ':gpk': keys.usageIndexPartition,
        ':gsk': keys.usageIndexSort(month, user.username),
      },
    }),
  );
}

/** Newest month first, then by username; at most `limit` rows. */
export async function listUsage(limit = 2000): Promise<UsageRow[]> {
  const rows: UsageRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: keys.logIndexName,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.usageIndexPartition },
        ScanIndexForward: false,
        Limit: limit - rows.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      rows.push({
        user: item.user,
        month: item.month,
        input_tokens: item.input_tokens ?? 0,
        output_tokens: item.output_tokens ?? 0,
        images: item.images ?? 0,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length < limit);
  return rows;
}
