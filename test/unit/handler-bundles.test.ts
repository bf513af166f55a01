// A group's Lambda builds only the schemas its own code uses: no handler but the docs group's (the OpenAPI document
// needs every schema) loads the route table's contracts, so no group pays at cold start for another group's schemas.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { resourceGroups } from '../../shared/route-paths';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The repository files a group's bundle includes (node_modules left out: only our own modules matter here). */
function bundledFiles(group: string): string[] {
  const result = buildSync({
    entryPoints: [path.join(repoRoot, 'functions', group, 'handler.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((file) => path.relative(repoRoot, path.resolve(repoRoot, file)));
}

describe('handler bundles', () => {
  it.each(resourceGroups.filter((group) => group !== 'docs'))('the %s handler loads no route contract', (group) => {
    const files = bundledFiles(group);
    expect(files).toContain(path.join('shared', 'route-paths.ts'));
    expect(files.filter((file) => file === path.join('shared', 'routes.ts') || file.startsWith(path.join('shared', 'contracts')))).toEqual(
      [],
    );
  });

  it('the docs handler loads every contract', () => {
    expect(bundledFiles('docs')).toContain(path.join('shared', 'routes.ts'));
  });
});
