// The one way the backfills walk the table (docs/MEASURES.md "Backfill", docs/NUTRITION.md): page by page, so memory
// stays bounded at any size, each page's items written one at a time and the count reported after each page.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';

export interface BackfillReport {
  scanned: number;
  filled: number;
}

const PAGE_SIZE = 200;

/** Which items a backfill reads: a scan filter with its names and values. */
export interface ScanFilter {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** Scans the items the filter keeps, calls `fill` on each (true when it wrote) and counts. */
export async function backfillPages(
  filter: ScanFilter,
  fill: (item: Record<string, unknown>) => Promise<boolean>,
  onPage?: (report: BackfillReport) => void,
): Promise<BackfillReport> {
  const report: BackfillReport = { scanned: 0, filled: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), Limit: PAGE_SIZE, ExclusiveStartKey: startKey, ...filter }));
    report.scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      if (await fill(item)) report.filled += 1;
    }
    onPage?.({ ...report });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return report;
}
