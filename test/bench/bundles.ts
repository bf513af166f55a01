// Lambda bundle sizes (built like the CDK stack builds them) and handler import time against an empty handler's.
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings, separatePackageCommand, separatePackageFile, separatePackages } from '../../cdk/bundling';
import { resourceGroups } from '../../shared/route-paths';

const repoRoot = path.resolve(__dirname, '..', '..');

/** Bundles as cdk/group-function.ts does; answers the size and the AWS SDK packages the bundle requires as it loads. */
function bundle(entry: string, outfile: string, external: readonly string[] = []): { bytes: number; sdkClients: string[] } {
  const result = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    external: ['@aws-sdk/*', ...external],
    metafile: true,
    logLevel: 'error',
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const loaded = imports.filter((i) => i.external && i.kind !== 'dynamic-import' && i.path.startsWith('@aws-sdk/'));
  return { bytes: statSync(outfile).size, sdkClients: [...new Set(loaded.map((i) => i.path))].sort() };
}

/** What a deployed function finds in its environment: handlers may read it while loading. */
const lambdaEnvironment = {
  TABLE_NAME: 'tend',
  IMAGES_BUCKET: 'images',
  EXPORTS_BUCKET: 'exports',
  APP_URL: 'https://app.example',
  MAIL_FROM: 'no-reply@app.example',
  JWT_SECRET: 'x'.repeat(48),
  STAGE: 'cloud',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** ms for a fresh node process to require a file, minus node's own start. */
function requireMs(file: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});console.log(Number(process.hrtime.bigint()-t)/1e6)`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...lambdaEnvironment } }).trim());
}

const IMPORT_RUNS = 11;

/**
 * Median ms to require the bundle and the empty handler, timed in turn (bundle, empty, bundle, …) so both see the
 * same moments of the machine: timed one series after the other, a busy minute fell on one side only and moved a
 * ratio by 0.2–0.3 between runs of the same code.
 */
function importPair(file: string, empty: string): { ms: number; emptyMs: number } {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < IMPORT_RUNS; i++) {
    samples[0].push(requireMs(file));
    samples[1].push(requireMs(empty));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(samples[0]), emptyMs: median(samples[1]) };
}

export interface BundleFigures {
  group: string;
  bytes: number;
  /** Packages built beside the bundle and read only on the paths that use them (cdk/bundling.ts). */
  separate: { name: string; bytes: number }[];
  /** The AWS SDK packages the handler requires while loading; the empty handler requires the same. */
  sdkClients: string[];
  importMs: number;
  emptyMs: number;
  importRatio: number;
}

export function measureBundles(): BundleFigures[] {
  // Inside the repo, so the bundles resolve @aws-sdk/* from node_modules as Lambda resolves its own copy.
  const out = path.join(repoRoot, 'node_modules', '.cache', 'bench-bundles');
  rmSync(out, { recursive: true, force: true });
  // Each group's function, and the import job's (cdk/import-job.ts), which no route reaches.
  const functions = [
    ...resourceGroups.map((group) => ({ group: group as string, entry: path.join('functions', group, 'handler.ts') })),
    { group: 'import-job', entry: path.join('functions', 'imports', 'job-handler.ts') },
  ];
  return functions.map(({ group, entry }) => {
    // One directory per function, as Lambda unpacks it: the bundle, and its separate packages in node_modules.
    const dir = path.join(out, group);
    mkdirSync(dir, { recursive: true });
    const names = separatePackages[group as keyof typeof separatePackages] ?? [];
    const file = path.join(dir, 'index.js');
    const { bytes, sdkClients } = bundle(path.join(repoRoot, entry), file, names);
    const separate = names.map((name) => {
      execSync(separatePackageCommand(path.join('node_modules', '.bin', 'esbuild'), dir, name), { cwd: repoRoot });
      return { name, bytes: statSync(path.join(dir, separatePackageFile(name))).size };
    });
    const emptySource = path.join(dir, 'empty-source.js');
    const requires = sdkClients.map((name) => `require(${JSON.stringify(name)});\n`).join('');
    writeFileSync(emptySource, `${requires}exports.handler = async () => ({ statusCode: 200 });\n`);
    const empty = path.join(dir, 'empty.js');
    bundle(emptySource, empty);
    const { ms, emptyMs } = importPair(file, empty);
    return { group, bytes, separate, sdkClients, importMs: ms, emptyMs, importRatio: ms / Math.max(emptyMs, 0.01) };
  });
}
