// Monthly AI usage per user (tokens in and out, images) for the staff report, listed through GSI1.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryUpTo } from './pages';

export interface UsageRow {
  user: string;
  month: string;
  input_tokens: number;
  output_tokens: number;
  images: number;
}

/** A user's month, kept by additions only (its GSI1 keys list it for staff). */
export const monthlyUsageEntity = defineEntity<UsageRow>()({ name: 'monthly-usage', version: 1, expires: 'never' });
const usageSet = monthlyUsageEntity.updateSet();

export async function recordUsage(
  user: { userId: string; username: string },
  month: string,
  usage: Omit<UsageRow, 'user' | 'month'>,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.monthlyUsage(user.userId, month),
      UpdateExpression: `ADD input_tokens :in, output_tokens :out, images :images SET #user = :user, #month = :month, GSI1PK = :gpk, GSI1SK = :gsk, ${usageSet.assignments}`,
      ExpressionAttributeNames: { '#user': 'user', '#month': 'month' },
      ExpressionAttributeValues: {
        ...usageSet.values,
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
  const { items } = await queryUpTo(
    {
      IndexName: keys.indexName,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.usageIndexPartition },
      ScanIndexForward: false,
    },
    limit,
  );
  return items.map((item) => {
    const row = monthlyUsageEntity.fromItem(item);
    return {
      user: row.user,
      month: row.month,
      input_tokens: row.input_tokens ?? 0,
      output_tokens: row.output_tokens ?? 0,
      images: row.images ?? 0,
    };
  });
}
