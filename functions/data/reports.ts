// Weekly reports, in the user's partition (so account deletion, which empties the partition, removes them too).
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportSummary, WeeklyReport } from '../../shared/schemas/insights-reports';
import { db, tableName } from './client';
import { keys } from './keys';

/** Stores a new report; the condition keeps an existing one from being overwritten. */
export async function putReport(userId: string, report: WeeklyReport): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.weeklyReport(userId, report.id), entity: 'weekly-report', ...report },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findReport(userId: string, reportId: string): Promise<WeeklyReport | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.weeklyReport(userId, reportId) }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...report } = Item;
  return report as WeeklyReport;
}

/** Newest first, without their texts. */
export async function listReports(userId: string): Promise<ReportSummary[]> {
  const reports: ReportSummary[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.weeklyReportPrefix },
        ProjectionExpression: '#id, #created, #period, #title',
        ExpressionAttributeNames: { '#id': 'id', '#created': 'created_at', '#period': 'period', '#title': 'title' },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    reports.push(...((page.Items ?? []) as ReportSummary[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return reports;
}
