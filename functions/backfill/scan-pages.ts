// The one way the backfills walk the table (docs/MEASURES.md "Backfill", docs/NUTRITION.md): page by page (the scan
// is the data layer's, functions/data/entry-backfills.ts), each page's entries written one at a time and the count
// reported after each page.
import type { ScannedPage } from '../data/entry-backfills';

export interface BackfillReport {
  scanned: number;
  filled: number;
}

/** Calls `fill` on each item of the pages (true when it wrote) and counts. */
export async function backfillPages<Item>(
  pages: AsyncIterable<ScannedPage<Item>>,
  fill: (item: Item) => Promise<boolean>,
  onPage?: (report: BackfillReport) => void,
): Promise<BackfillReport> {
  const report: BackfillReport = { scanned: 0, filled: 0 };
  for await (const page of pages) {
    report.scanned += page.scanned;
    for (const item of page.items) {
      if (await fill(item)) report.filled += 1;
    }
    onPage?.({ ...report });
  }
  return report;
}
