// The Apple Health parser's throughput and memory on the fixture export (docs/IMPORT.md "Apple Health"): records per
// second and heap growth for a year and for two, to show memory does not follow the file's size. Alone:
// `node --expose-gc --import tsx test/bench/apple-health.ts [days]` (with --expose-gc the retained heap is measured
// too). The full import (upload, job, table writes) is measured by the import job's own bench.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importAppleHealth } from '../../functions/imports/apple-health/import-apple-health';
import { fileZipSource } from '../../functions/imports/apple-health/zip-source';
import { writeAppleHealthFixture } from '../support/apple-health-fixture';

/** Heart-rate samples a day: what makes a year's export.xml about 150 MB, as a Watch wearer's is. */
export const HEART_RATE_PER_DAY = 700;

export interface AppleHealthFigures {
  days: number;
  xmlMb: number;
  zipMb: number;
  records: number;
  entries: number;
  expectedEntries: number;
  ms: number;
  recordsPerSecond: number;
  peakHeapGrowthMb: number;
  retainedHeapGrowthMb?: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

export async function measureAppleHealth(days: number): Promise<AppleHealthFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-apple-health-'));
  try {
    const file = path.join(dir, 'export.zip');
    // Days that have passed: an import leaves samples in the future out (docs/IMPORT.md "Apple Health").
    const first = new Date(Date.now() - (days + 2) * 86_400_000).toISOString().slice(0, 10);
    const expected = await writeAppleHealthFixture(file, { days, start: first, heartRatePerDay: HEART_RATE_PER_DAY });
    gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    let retained = 0;
    let entries = 0;
    let records = 0;
    let batches = 0;
    const start = performance.now();
    for await (const batch of importAppleHealth(await fileZipSource(file), { zone: 'Europe/Berlin' })) {
      entries += batch.entries.length;
      records = batch.progress.records;
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
      if (gc && ++batches % 5 === 0) {
        gc();
        retained = Math.max(retained, process.memoryUsage().heapUsed - base);
      }
    }
    const ms = performance.now() - start;
    return {
      days,
      xmlMb: mb(expected.xmlBytes),
      zipMb: mb(statSync(file).size),
      records,
      entries,
      expectedEntries: expected.total,
      ms: Math.round(ms),
      recordsPerSecond: Math.round(records / (ms / 1000)),
      peakHeapGrowthMb: mb(peak),
      retainedHeapGrowthMb: gc ? mb(retained) : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const days = Number(process.argv[2] ?? 365);
  void (async () => {
    for (const n of [days, days * 2]) console.log(JSON.stringify(await measureAppleHealth(n)));
  })();
}
