// Issue 14: an Apple Health export imported through the local stack (create, PUT to the signed URL, preview, confirm,
// each step polled as the Data Import page polls): records and entries per second, and the process's peak memory
// for a year's export and for two years'. Bounded memory: the same peak for a file twice the size.
// Each size runs in a child process of its own (handler modules and their SDK clients are process-global, one local
// runtime per process), so both start from the same state and the memory figures are that import's alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalRuntime } from '../../local/runtime';
import { collector, figuresFromOwnProcess, printFiguresAndExit } from './in-own-process';
import type { ImportJob } from '../../shared/schemas/imports';
import { writeAppleHealthFixture, type FixtureExpectation } from '../support/apple-health-fixture';
import { HEART_RATE_PER_DAY } from './apple-health';

/**
 * Three exports, each ending in the past: a year; the same year with twice the samples a day (twice the file, the
 * same days); two years (twice the file and twice the days). The bar is for the second ÷ the first: the job holds
 * per-day sums (a few hundred bytes a day and source), so twice the days may hold a little more, and that is shown.
 */
export const IMPORT_FILES = [
  { label: '1 year', days: 365, start: '2025-11-01', heartRatePerDay: HEART_RATE_PER_DAY },
  { label: '1 year, 2× samples', days: 365, start: '2025-11-01', heartRatePerDay: 1650 },
  { label: '2 years', days: 730, start: '2024-11-01', heartRatePerDay: HEART_RATE_PER_DAY },
] as const;
/**
 * The bar for bounded memory: the live heap a step holds for a file twice the size, above what it holds for the first,
 * at most 24 MB: a sixth of the ~150 MB the file grew by (memory that followed the file would grow by at least its
 * text). A ratio of the two peaks is printed too, but the live heap's samples land on transient buffers (a chunk being
 * parsed, a batch, dynalite's and s3rver's own in the same process) and swing by ±10 MB around ~20 MB, so a ratio
 * of two of them swings by half either way between runs of the same code (docs/PERFORMANCE.md "Import").
 */
export const IMPORT_GROWTH_BAR_MB = 24;
const ZONE = 'Europe/Berlin';
const SAMPLE_MS = 50;
/** The live-heap run: a full collection before each sample, every LIVE_SAMPLE_MS (it slows the job; its times are not shown). */
const LIVE_SAMPLE_MS = 200;

/** Peaks above the baseline taken (after a full collection) just before the upload, in MB. */
export interface Peaks {
  heapMb: number;
  rssMb: number;
}

export interface ImportFigures {
  label?: string;
  days: number;
  xmlMb: number;
  zipMb: number;
  records: number;
  entries: number;
  expectedRecords: number;
  expectedEntries: number;
  uploadSeconds: number;
  previewSeconds: number;
  importSeconds: number;
  baselineHeapMb: number;
  baselineRssMb: number;
  upload: Peaks;
  /** During the job's two steps: the preview (reads the file, writes nothing) and the import (reads it again and writes). */
  preview: Peaks;
  import: Peaks;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

async function call(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? {} : (response.json() as Promise<Record<string, unknown>>);
}

/** This process's memory, sampled every SAMPLE_MS (live heap: after a full collection, less often); `phase()` ends one phase and returns its peaks above the baseline. */
function sampler(baseline: NodeJS.MemoryUsage, gc?: () => void) {
  let peak = { heap: baseline.heapUsed, rss: baseline.rss };
  const timer = setInterval(
    () => {
      gc?.();
      const now = process.memoryUsage();
      peak = { heap: Math.max(peak.heap, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
    },
    gc ? LIVE_SAMPLE_MS : SAMPLE_MS,
  );
  return {
    phase(): Peaks {
      const now = process.memoryUsage();
      const figures = {
        heapMb: mb(Math.max(peak.heap, now.heapUsed) - baseline.heapUsed),
        rssMb: mb(Math.max(peak.rss, now.rss) - baseline.rss),
      };
      peak = { heap: baseline.heapUsed, rss: baseline.rss };
      return figures;
    },
    stop: () => clearInterval(timer),
  };
}

async function measureInThisProcess(days: number, file: string, expected: FixtureExpectation): Promise<ImportFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-data-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, quiet: true });
  try {
    const api = (p: string) => `${runtime.url}/api${p}`;
    const password = 'bench marks are fun 1';
    const account = { username: 'import_bench', email: 'import@example.com', password, password2: password, first_name: 'Im' };
    await call(api('/auth/register/'), { method: 'POST', body: JSON.stringify(account) });
    const { access } = await call(api('/auth/token/'), { method: 'POST', body: JSON.stringify({ username: account.username, password }) });
    const auth = { authorization: `Bearer ${access as string}` };
    const poll = async (id: string, status: ImportJob['status']): Promise<ImportJob> => {
      for (;;) {
        const job = (await call(api(`/imports/${id}/`), { headers: auth })) as unknown as ImportJob;
        if (job.status !== status) return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    // The file is read into memory before the baseline: it stands for the browser's copy, not the server's.
    const bytes = readFileSync(file);
    const gc = collector();
    gc();
    const baseline = process.memoryUsage();
    const memory = sampler(baseline, process.env.IMPORT_LIVE_HEAP ? gc : undefined);
    try {
      let started = performance.now();
      const body = JSON.stringify({ kind: 'apple-health', file_name: 'export.zip', size: bytes.length, timezone: ZONE });
      const created = await call(api('/imports/'), { method: 'POST', headers: auth, body });
      const { url, headers } = created.upload as { url: string; headers: Record<string, string> };
      const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
      if (put.status !== 200) throw new Error(`upload answered ${put.status}`);
      const id = (created.import as ImportJob).id;
      const uploadSeconds = (performance.now() - started) / 1000;
      const upload = memory.phase();

      started = performance.now();
      await call(api(`/imports/${id}/preview/`), { method: 'POST', headers: auth, body: '{}' });
      const previewed = await poll(id, 'previewing');
      const previewSeconds = (performance.now() - started) / 1000;
      const previewPeaks = memory.phase();
      if (previewed.status !== 'ready' || !previewed.preview) throw new Error(`preview ended ${previewed.status}: ${previewed.error}`);

      started = performance.now();
      await call(api(`/imports/${id}/confirm/`), { method: 'POST', headers: auth });
      const done = await poll(id, 'importing');
      const importSeconds = (performance.now() - started) / 1000;
      const importPeaks = memory.phase();
      if (done.status !== 'done') throw new Error(`import ended ${done.status}: ${done.error}`);
      const { preview } = previewed;
      for (const [collection, n] of Object.entries(expected.entries)) {
        const got = preview.by_type[collection as keyof typeof preview.by_type] ?? 0;
        if (got !== n) throw new Error(`the preview counted ${got} ${collection} entries, the fixture wrote ${n}`);
      }
      if (preview.records !== expected.records)
        throw new Error(`the preview read ${preview.records} records, the fixture wrote ${expected.records}`);
      if (done.progress.done !== expected.total || done.progress.added !== expected.total) {
        throw new Error(`the import handled ${done.progress.done} entries (added ${done.progress.added}), expected ${expected.total}`);
      }
      return {
        days,
        xmlMb: mb(expected.xmlBytes),
        zipMb: mb(bytes.length),
        records: preview.records,
        entries: done.progress.done,
        expectedRecords: expected.records,
        expectedEntries: expected.total,
        uploadSeconds,
        previewSeconds,
        importSeconds,
        baselineHeapMb: mb(baseline.heapUsed),
        baselineRssMb: mb(baseline.rss),
        upload,
        preview: previewPeaks,
        import: importPeaks,
      };
    } finally {
      memory.stop();
    }
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each size in a fresh process (this file run as a script; its last output line is the figures as JSON). The fixture
 * is written here, not there: building 150 MB of XML would leave that process's resident set high before it starts.
 */
export async function measureImports(liveHeap = false): Promise<ImportFigures[]> {
  const runs: ImportFigures[] = [];
  for (const { label, days, start, heartRatePerDay } of IMPORT_FILES) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
    try {
      const file = path.join(dir, 'export.zip');
      const expected = await writeAppleHealthFixture(file, { days, start, zone: ZONE, heartRatePerDay });
      const args = [String(days), file, JSON.stringify(expected)];
      const figures = figuresFromOwnProcess<ImportFigures>(__filename, args, liveHeap ? { IMPORT_LIVE_HEAP: '1' } : {});
      runs.push({ ...figures, label });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return runs;
}

/** Peak ÷ peak of two runs, per step. */
function ratios(one: ImportFigures, two: ImportFigures, of: keyof Peaks) {
  const ratio = (step: 'preview' | 'import') => two[step][of] / Math.max(one[step][of], 0.1);
  return { preview: ratio('preview'), import: ratio('import') };
}

/**
 * The lines `npm run bench` prints: each file's times and peaks (a run as it goes), then the peaks' ratios. The bar is
 * judged on the live heap (a second run that collects before each sample): an uncollected peak follows V8's pacing,
 * which lets more garbage pile up the more is held, so it swings by tens of MB from run to run.
 */
export function importReport(runs: ImportFigures[], live: ImportFigures[]): string[] {
  const peaks = (p: Peaks) => `heap +${p.heapMb.toFixed(1)} MB, RSS +${p.rssMb.toFixed(1)} MB`;
  const lines = runs.map((r, i) => {
    const perSecond = (n: number, seconds: number) => Math.round(n / seconds).toLocaleString('en-US');
    return (
      `  ${(r.label ?? `${r.days} days`).padEnd(18)}  export.xml ${r.xmlMb.toFixed(0)} MB (zip ${r.zipMb.toFixed(1)} MB), ${r.records.toLocaleString('en-US')} records → ${r.entries.toLocaleString('en-US')} entries\n` +
      `            upload ${r.uploadSeconds.toFixed(1)} s   preview ${r.previewSeconds.toFixed(1)} s = ${perSecond(r.records, r.previewSeconds)} records/s` +
      `   import ${r.importSeconds.toFixed(1)} s = ${perSecond(r.records, r.importSeconds)} records/s, ${perSecond(r.entries, r.importSeconds)} entries/s\n` +
      `            peak above baseline: preview ${peaks(r.preview)}   import ${peaks(r.import)}   (baseline heap ${r.baselineHeapMb.toFixed(0)} MB, RSS ${r.baselineRssMb.toFixed(0)} MB)\n` +
      `            live heap peak:      preview ${peaks(live[i].preview)}   import ${peaks(live[i].import)}`
    );
  });
  for (let i = 1; i < runs.length; i++) {
    const [raw, held] = [ratios(runs[0], runs[i], 'heapMb'), ratios(live[0], live[i], 'heapMb')];
    const growth = (step: 'preview' | 'import') => live[i][step].heapMb - live[0][step].heapMb;
    const signed = (mb: number) => `${mb >= 0 ? '+' : '−'}${Math.abs(mb).toFixed(1)} MB`;
    const bounded = Math.max(growth('preview'), growth('import')) <= IMPORT_GROWTH_BAR_MB ? 'bounded' : 'ABOVE the bar';
    lines.push(
      `  ${runs[i].label} vs ${runs[0].label} (${(runs[i].xmlMb / runs[0].xmlMb).toFixed(1)}× the file)   live heap: preview ${signed(growth('preview'))} (${held.preview.toFixed(2)}×),` +
        ` import ${signed(growth('import'))} (${held.import.toFixed(2)}×)   (bar: ≤ +${IMPORT_GROWTH_BAR_MB} MB: ${bounded})` +
        `   uncollected heap: preview ${raw.preview.toFixed(2)}×, import ${raw.import.toFixed(2)}×`,
    );
  }
  return lines;
}

if (require.main === module) {
  const [days, file, expected] = process.argv.slice(2);
  printFiguresAndExit(measureInThisProcess(Number(days), file, JSON.parse(expected) as FixtureExpectation));
}
