// A group's Lambda builds only the schemas its own code uses: no handler loads the route table's contracts (the docs
// group serves the OpenAPI document generated at build time), so no group pays at cold start for another group's
// schemas, and none converts zod schemas to JSON Schema while it runs (the Bedrock tool's schema is generated too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleSettings } from '../../lib/bundling';
import { resourceGroups } from '../../shared/route-paths';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The files a group's bundle reads, built as the stack builds it (AWS SDK left out), as repository paths. */
function bundled(group: string): { read: string[] } {
  const result = buildSync({
    ...bundleSettings,
    mainFields: [...bundleSettings.mainFields],
    supported: { ...bundleSettings.supported },
    minify: false,
    entryPoints: [path.join(repoRoot, 'functions', group, 'handler.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    external: ['@aws-sdk/*', 'stripe', '@zxcvbn-ts/language-common'],
    metafile: true,
    logLevel: 'silent',
  });
  return { read: Object.keys(result.metafile.inputs).map((file) => path.relative(repoRoot, path.resolve(repoRoot, file))) };
}

const isContract = (file: string) => file === path.join('shared', 'routes.ts') || file.startsWith(path.join('shared', 'contracts'));

describe('handler bundles', () => {
  it.each(resourceGroups)('the %s handler loads no route contract and converts no schema to JSON Schema', (group) => {
    const { read } = bundled(group);
    expect(read).toContain(path.join('shared', 'route-paths.ts'));
    expect(read.filter(isContract)).toEqual([]);
    // zod's classic schemas carry its converter whatever the code calls; what matters is that none of ours calls it.
    const converting = read.filter(
      (file) =>
        !file.startsWith('node_modules') && /toJSONSchema|openapi\.ts$/.test(file + readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(converting).toEqual([]);
  });

  it('the docs handler serves the generated document and builds no schema', () => {
    const { read } = bundled('docs');
    expect(read).toContain(path.join('functions', 'docs', 'openapi.generated.json'));
    expect(read.filter((file) => file.startsWith(path.join('shared', 'schemas')))).toEqual([]);
  });
});
