// Lambda bundle sizes (built like the CDK stack builds them) and handler import time against an empty handler's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { resourceGroups } from '../../shared/routes';

const repoRoot = path.resolve(__dirname, '..', '..');

function bundle(entry: string, outfile: string): number {
  // The settings of lib/group-function.ts; the Node 22 Lambda runtime provides @aws-sdk/*.
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'error',
  });
  return statSync(outfile).size;
}

/** What a deployed function finds in its environment: handlers may read it while loading. */
const lambdaEnvironment = {
  TABLE_NAME: 'health-tracker',
  IMAGES_BUCKET: 'images',
  EXPORTS_BUCKET: 'exports',
  APP_URL: 'https://app.example',
  MAIL_FROM: 'no-reply@app.example',
  JWT_SECRET: 'x'.repeat(48),
  STAGE: 'cloud',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Median ms for a fresh node process to require the bundle, minus node's own start. */
function importMs(file: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});console.log(Number(process.hrtime.bigint()-t)/1e6)`;
  const run = () => execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...lambdaEnvironment } });
  const samples = Array.from({ length: 7 }, () => Number(run().trim()));
  return samples.sort((a, b) => a - b)[3];
}

export interface BundleFigures {
  group: string;
  bytes: number;
  importMs: number;
  importRatio: number;
}

export function measureBundles(): BundleFigures[] {
  // Inside the repo, so the bundles resolve @aws-sdk/* from node_modules as Lambda resolves its own copy.
  const out = path.join(repoRoot, 'node_modules', '.cache', 'bench-bundles');
  mkdirSync(out, { recursive: true });
  const empty = path.join(out, 'empty-handler.js');
  const emptySource = path.join(out, 'empty-source.js');
  writeFileSync(emptySource, 'exports.handler = async () => ({ statusCode: 200 });\n');
  bundle(emptySource, empty);
  const emptyMs = importMs(empty);
  return resourceGroups.map((group) => {
    const file = path.join(out, `${group}.js`);
    const bytes = bundle(path.join(repoRoot, 'functions', group, 'handler.ts'), file);
    const ms = importMs(file);
    return { group, bytes, importMs: ms, importRatio: ms / Math.max(emptyMs, 0.01) };
  });
}
