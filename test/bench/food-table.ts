// The food table as a Lambda reads it (docs/PERFORMANCE.md "Food table (issue 22)"): the file's size beside the
// bundle (raw, and gzip'd as the deployment zip roughly stores it), and its load at cold start — a fresh node process
// requiring the bundled loader and calling loadFoodTable(), then reading one food's numbers — as the median of several.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { bundleSettings, FOOD_TABLE_SOURCE } from '../../cdk/bundling';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface FoodTableFigures {
  foods: number;
  rawBytes: number;
  gzipBytes: number;
  runs: number;
  /** Medians over the runs: wall time and CPU time (user + system) of require + loadFoodTable() + one food's numbers. */
  loadMs: number;
  loadCpuMs: number;
  /** The slowest run's wall time. */
  maxMs: number;
  /** The machine's 1-minute load average as the runs ended: wall time on a busy 2-core machine is well above CPU time. */
  load: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` fresh processes, each loading the table once from a bundle with the file beside it, as in a Lambda. */
export function measureFoodTable(runs = 9): FoodTableFigures {
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'bench-food-table');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, `export { loadFoodTable } from ${JSON.stringify(path.join(repoRoot, 'functions/domain/nutrition/load-table'))};\n`);
  buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    entryPoints: [entry],
    outfile: path.join(dir, 'index.js'),
    bundle: true,
    platform: 'node',
    logLevel: 'error',
  });
  const file = path.join(dir, path.basename(FOOD_TABLE_SOURCE));
  copyFileSync(path.join(repoRoot, FOOD_TABLE_SOURCE), file);
  const script = [
    'const cpu0 = process.cpuUsage(); const t0 = process.hrtime.bigint();',
    `const table = require(${JSON.stringify(path.join(dir, 'index.js'))}).loadFoodTable();`,
    "const egg = table.byKey.get('fndds:31105005'); if (!egg.per100g.energy_kcal || !egg.portions.length) throw new Error('no egg');",
    'const wall = Number(process.hrtime.bigint() - t0) / 1e6; const cpu = process.cpuUsage(cpu0);',
    'console.log(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000, foods: table.foods.length }));',
  ].join('\n');
  const samples = Array.from({ length: runs }, () => {
    const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, NUTRITION_TABLE_PATH: '' } });
    return JSON.parse(output.trim()) as { wall: number; cpu: number; foods: number };
  });
  const bytes = readFileSync(file);
  return {
    foods: samples[0].foods,
    rawBytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    runs,
    loadMs: median(samples.map((s) => s.wall)),
    loadCpuMs: median(samples.map((s) => s.cpu)),
    maxMs: Math.max(...samples.map((s) => s.wall)),
    load: os.loadavg()[0],
  };
}

/** The bench's lines for the figures. */
export function foodTableReport(f: FoodTableFigures): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return [
    `  file beside the bundle   ${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzip'd  (${f.foods.toLocaleString('en-US')} foods)`,
    `  load at cold start       p50 ${f.loadMs.toFixed(1)} ms wall, ${f.loadCpuMs.toFixed(1)} ms CPU  (max ${f.maxMs.toFixed(1)} ms; ` +
      `${f.runs} fresh processes: require + loadFoodTable() + one food's numbers; load average ${f.load.toFixed(1)}; target ≤ 150 ms)`,
  ];
}

if (require.main === module) for (const line of foodTableReport(measureFoodTable())) console.log(line);
