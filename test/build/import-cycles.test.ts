// No import cycle anywhere, type-only imports included (docs/ARCHITECTURE.md "Why these lines"): dependency-cruiser with
// .dependency-cruiser.cjs over every source folder. The seven cycles that existed when the check came are gone, so
// there is no list of known ones: any cycle fails here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const FOLDERS = ['architecture', 'cdk', 'frontend/src', 'functions', 'local', 'scripts', 'shared', 'test'];

it('finds no import cycle, type-only imports included', () => {
  const run = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      ...FOLDERS,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect({ status: run.status, output: `${run.stdout}${run.stderr}`.trim() }).toEqual({ status: 0, output: expect.any(String) });
}, 120_000);
