// Weekly reports (the entity `weekly-report`), in the user's partition (so account deletion, which empties the partition, removes them too).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportSummary, WeeklyReport } from '../../shared/schemas/insights-reports';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';

export const weeklyReportEntity = defineEntity<WeeklyReport>()({ name: 'weekly-report', version: 1, expires: 'never' });

/** Stores a new report; the condition keeps an existing one from being overwritten. */
export async function putReport(userId: string, report: WeeklyReport): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: weeklyReportEntity.toItem(keys.weeklyReport(userId, report.id), report),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findReport(userId: string, reportId: string): Promise<WeeklyReport | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.weeklyReport(userId, reportId) }));
  return Item && weeklyReportEntity.fromItem(Item);
}

/** Newest first, without their texts. */
export async function listReports(userId: string): Promise<ReportSummary[]> {
  const reports = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.weeklyReportPrefix },
    ProjectionExpression: '#id, #created, #period, #title',
    ExpressionAttributeNames: { '#id': 'id', '#created': 'created_at', '#period': 'period', '#title': 'title' },
    ScanIndexForward: false,
  });
  return reports as unknown as ReportSummary[];
}
