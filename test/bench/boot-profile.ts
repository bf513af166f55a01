// Where a signed-in page's boot spends the main thread (issue 29; docs/PERFORMANCE.md "Boot work, profiled"): Chromium
// (playwright-core) with the CPU slowed 4× (DevTools Protocol Emulation.setCPUThrottlingRate, as Lighthouse's mobile
// preset simulates) records a performance trace (Tracing, with V8's sampling profiler) of opening each page, cold (a
// browser process of its own, nothing cached) and then warm (the same browser, the page opened again). From the
// renderer's main thread it prints: the tasks over 50 ms and the blocking time they add, script compile and evaluation
// per file, the CPU profile's self time per file and per module, its heaviest functions, and what each long task ran
// (it counted React's commits through React DevTools' hook until the build ran on Preact, which never calls that hook).
// `npx tsx test/bench/boot-profile.ts` runs it against a runtime of its own serving frontend/dist (`npm run build:web`
// first; `--minify false` keeps modules' names).
// BOOT_PAGES=/dashboard,/logs picks pages; BOOT_TRACE_DIR keeps the raw traces for DevTools' Performance panel.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startLocalRuntime } from '../../local/runtime';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { signUpVerified } from '../support/sign-up';

const CPU_SLOWDOWN = 4;
/** The build served: BOOT_STATIC_DIR for another one (say an unminified build, whose modules the report then names). */
const STATIC_DIR = process.env.BOOT_STATIC_DIR ?? path.join(__dirname, '..', '..', 'frontend', 'dist');
const LONG_TASK_MS = 50;
const STYLE_EVENTS = ['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'Paint', 'PrePaint', 'Layerize'];
const PAGES = (process.env.BOOT_PAGES ?? '/dashboard,/logs,/analytics,/settings').split(',');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: unlike `dur`, not stretched when the machine runs something else meanwhile. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } };
}
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfileChunk {
  nodes?: CpuNode[];
  samples?: number[];
}
async function trace(cdp: CDPSession, open: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await open();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const shortUrl = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '') || url : '(native)');

export interface BootFigures {
  page: string;
  mode: 'cold' | 'warm';
  /** Main-thread time in tasks from navigation until the page settled, ms. */
  busyMs: number;
  /** The same tasks' CPU time (thread time), ms: the work itself, steadier than wall time on a busy machine. */
  cpuMs: number;
  longTasks: number[];
  /** Σ (task − 50 ms) over the long tasks: what they add to total blocking time. */
  blockingMs: number;
  /**
   * The same sum over the tasks' CPU (thread) time: what the work itself would block on a quiet machine, steadier from
   * run to run than the wall-time sum when the machine runs something else meanwhile (to compare two builds).
   */
  blockingCpuMs: number;
  compileMs: Record<string, number>;
  evaluateMs: Record<string, number>;
  selfMsByFile: Record<string, number>;
  /** In an unminified build, whose files mark each module's start with a `// path` line: self time per module. */
  selfMsByModule: Record<string, number>;
  topFunctions: { name: string; file: string; line: number; column: number; ms: number }[];
  gcMs: number;
  styleLayoutMs: number;
  /** Paint events on the main thread: a page that animates by painting (not in the compositor) paints every frame. */
  paints: number;
  /** Each task over LONG_TASK_MS: its length, its style, layout and paint, and its CPU samples' self time by module. */
  longTaskParts: { ms: number; styleLayoutMs: number; parts: Record<string, number> }[];
  apiCalls: string[];
}

const moduleStarts = new Map<string, { line: number; module: string }[]>();

/** The module a line of a built file belongs to, from the `// frontend/src/…` lines an unminified build writes. */
function moduleAt(file: string, line: number): string | undefined {
  if (!file.startsWith('/assets/')) return undefined;
  let starts = moduleStarts.get(file);
  if (!starts) {
    const onDisk = path.join(STATIC_DIR, file);
    const text = existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : '';
    starts = [];
    text.split('\n').forEach((content, index) => {
      const match = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|css))$/.exec(content);
      if (match?.[1]) starts?.push({ line: index, module: match[1].replace(/^(\.\.\/)+work\/main\//, '') });
    });
    moduleStarts.set(file, starts);
  }
  let found: string | undefined;
  for (const start of starts) {
    if (start.line > line) break;
    found = start.module;
  }
  return found;
}

function analyse(events: TraceEvent[], page: string, mode: 'cold' | 'warm'): Omit<BootFigures, 'apiCalls'> {
  // The renderer's main thread that ran the most: the page's.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const ms = (us: number) => us / 1000;
  const longTasks = tasks.map((t) => ms(t.dur ?? 0)).filter((d) => d > LONG_TASK_MS);
  const sumBy = (names: string[]) => {
    const out: Record<string, number> = {};
    for (const e of onMain.filter((x) => names.includes(x.name) && x.ph === 'X')) {
      const key = shortUrl(String(e.args?.data?.url ?? (e.args as { fileName?: string } | undefined)?.fileName ?? ''));
      out[key] = (out[key] ?? 0) + ms(e.dur ?? 0);
    }
    return out;
  };
  const total = (names: string[]) => onMain.filter((e) => names.includes(e.name) && e.ph === 'X').reduce((s, e) => s + ms(e.dur ?? 0), 0);

  // The sampling profiler's chunks (same pid; the profile's own thread id): nodes and samples, time between samples.
  const nodes = new Map<number, CpuNode>();
  const selfUs = new Map<number, number>();
  // Each thread's profile has its own node ids: only the main thread's (its Profile event names the chunks' id).
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  const profileIds = new Set(profiles.map((e) => e.id));
  // Each sample's trace time (µs): the profile's start, plus the deltas so far.
  const sampled: { at: number; node: number; us: number }[] = [];
  let at = Number((profiles[0]?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && profileIds.has(e.id))) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    // A sample's time is the delta to the next one.
    samples.forEach((id, i) => {
      at += deltas[i] ?? 0;
      selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? 0));
      sampled.push({ at, node: id, us: deltas[i + 1] ?? 0 });
    });
  }
  // What each long task ran: its samples' self time by module (or file, or the native work's name).
  const whereOf = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'native'})`;
    return moduleAt(file, frame.lineNumber) ?? file;
  };
  const longTaskParts = tasks
    .filter((t) => ms(t.dur ?? 0) > LONG_TASK_MS)
    .map((t) => {
      const parts: Record<string, number> = {};
      for (const sample of sampled) {
        if (sample.at < t.ts || sample.at > t.ts + (t.dur ?? 0)) continue;
        const where = whereOf(sample.node);
        parts[where] = (parts[where] ?? 0) + ms(sample.us);
      }
      const styled = onMain
        .filter((e) => e.ph === 'X' && STYLE_EVENTS.includes(e.name) && e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0))
        .reduce((sum, e) => sum + ms(e.dur ?? 0), 0);
      return { ms: ms(t.dur ?? 0), styleLayoutMs: styled, parts };
    });
  const selfMsByFile: Record<string, number> = {};
  const selfMsByModule: Record<string, number> = {};
  const byFunction = new Map<string, { name: string; file: string; line: number; column: number; ms: number }>();
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'native'})`;
    selfMsByFile[file] = (selfMsByFile[file] ?? 0) + ms(us);
    const module = moduleAt(file, frame.lineNumber);
    if (module) selfMsByModule[module] = (selfMsByModule[module] ?? 0) + ms(us);
    const key = `${frame.functionName}@${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const row = byFunction.get(key) ?? {
      name: frame.functionName || '(anonymous)',
      file,
      line: frame.lineNumber,
      column: frame.columnNumber,
      ms: 0,
    };
    row.ms += ms(us);
    byFunction.set(key, row);
  }
  return {
    page,
    mode,
    busyMs: ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0)),
    cpuMs: ms(tasks.reduce((s, t) => s + (t.tdur ?? 0), 0)),
    longTasks,
    blockingMs: longTasks.reduce((s, d) => s + d - LONG_TASK_MS, 0),
    blockingCpuMs: tasks.reduce((s, t) => s + Math.max(0, ms(t.tdur ?? 0) - LONG_TASK_MS), 0),
    compileMs: sumBy(['v8.compile', 'v8.compileModule', 'CompileScript', 'v8.produceModuleCache', 'v8.produceCache']),
    evaluateMs: sumBy(['EvaluateScript', 'v8.evaluateModule']),
    selfMsByFile,
    selfMsByModule,
    topFunctions: [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, 15),
    gcMs: total(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase']),
    styleLayoutMs: total(STYLE_EVENTS),
    longTaskParts,
    paints: onMain.filter((e) => e.name === 'Paint').length,
  };
}

/** Opens the page and waits until it settled: its own h1 (not the skeleton's) and content in, then no request for a while. */
async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('main h1:not([data-skeleton])', { timeout: 60_000 });
  if (url.endsWith('/dashboard'))
    await page.waitForSelector('.entries-panel .recent-entries:not(.recent-entries-loading)', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
}

async function profilePage(appUrl: string, session: { access: string; refresh: string }, pagePath: string, traceDir?: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(shortUrl(request.url()));
    });
    await page.goto(`${appUrl}/robots.txt`);
    const storage = { token: session.access, refreshToken: session.refresh, timeZone: 'Europe/Paris' };
    await page.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const figures: BootFigures[] = [];
    for (const mode of ['cold', 'warm'] as const) {
      apiCalls.length = 0;
      const events = await trace(cdp, () => openPage(page, `${appUrl}${pagePath}`));
      if (traceDir) writeFileSync(path.join(traceDir, `${pagePath.slice(1)}-${mode}.json`), JSON.stringify({ traceEvents: events }));
      figures.push({ ...analyse(events, pagePath, mode), apiCalls: [...apiCalls] });
      await page.goto(`${appUrl}/robots.txt`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const round = (n: number) => Math.round(n);
const top = (record: Record<string, number>, n = 8) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${round(v)}`)
    .join(', ');

export function bootReport(figures: readonly BootFigures[]): string[] {
  const lines: string[] = [];
  for (const f of figures) {
    lines.push(
      `${f.page} ${f.mode}: main thread busy ${round(f.busyMs)} ms (CPU ${round(f.cpuMs)} ms), long tasks [${f.longTasks.map(round).join(', ')}] ms ` +
        `(blocking ${round(f.blockingMs)} ms, by CPU time ${round(f.blockingCpuMs)} ms), style+layout+paint ${round(f.styleLayoutMs)} ms (${f.paints} paints), GC ${round(f.gcMs)} ms`,
      `  compile ms: ${top(f.compileMs)}`,
      `  evaluate ms: ${top(f.evaluateMs)}`,
      `  CPU profile self ms by file: ${top(f.selfMsByFile)}`,
      ...(Object.keys(f.selfMsByModule).length > 0 ? [`  CPU profile self ms by module: ${top(f.selfMsByModule, 25)}`] : []),
      `  heaviest functions (self ms): ${f.topFunctions
        .slice(0, 10)
        .map((t) => `${t.name} ${t.file}:${t.line}:${t.column} ${t.ms.toFixed(1)}`)
        .join('; ')}`,
      `  API calls ${f.apiCalls.length}: ${f.apiCalls.join(' ')}`,
      ...f.longTaskParts.map((t) => `  long task ${round(t.ms)} ms: style+layout+paint ${round(t.styleLayoutMs)}; ${top(t.parts, 8)}`),
    );
  }
  return lines;
}

async function main() {
  process.env.LOG_LEVEL = 'error';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boot-profile-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, quiet: true, staticDir: STATIC_DIR });
  try {
    const account = {
      username: 'boot_profile',
      email: 'boot@example.com',
      password: 'profiles are fun 1',
      password2: 'profiles are fun 1',
      first_name: 'Bo',
    };
    await signUpVerified(runtime.url, runtime.mailUrl, account);
    const post = async (p: string, body: unknown, token?: string) => {
      const response = await fetch(`${runtime.url}/api${p}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      return (await response.json()) as Record<string, string>;
    };
    const tokens = await post('/auth/token/', { username: account.username, password: account.password });
    // Three entries of every type, so each dashboard panel and list draws rows.
    for (const collection of ENTRY_COLLECTIONS) {
      for (let i = 0; i < 3; i++) {
        const input = await post('/user-inputs/', { raw_text: 'Manual entry: boot', timezone: 'Europe/Paris' }, tokens.access);
        const own =
          collection === 'related-data'
            ? { item_name: 'Weight', item_type: 'measurement', data_details: '72 kg' }
            : { details: `Boot profile ${collection} ${i}` };
        const day = String(20 + i).padStart(2, '0');
        await post(
          `/${collection}/`,
          { calculated_timestamp: `2026-11-${day}T08:30:00`, device_timezone: 'Europe/Paris', notes: '', user_input_log: input.id, ...own },
          tokens.access,
        );
      }
    }
    const traceDir = process.env.BOOT_TRACE_DIR;
    const figures: BootFigures[] = [];
    for (const pagePath of PAGES)
      figures.push(...(await profilePage(runtime.url, tokens as { access: string; refresh: string }, pagePath, traceDir)));
    for (const line of bootReport(figures)) console.log(line);
    if (process.env.BOOT_JSON) writeFileSync(process.env.BOOT_JSON, JSON.stringify(figures, null, 1));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
