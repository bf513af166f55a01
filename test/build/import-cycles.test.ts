// No import cycle anywhere, type-only imports included (docs/ARCHITECTURE.md "Why these lines"): dependency-cruiser with
// .dependency-cruiser.cjs over every source folder. The cycles that existed when the check came are listed in
// .dependency-cruiser-known-violations.json, each one to remove; any other cycle fails here. After removing one,
// rewrite the list: npx depcruise --config .dependency-cruiser.cjs --output-type baseline <the FOLDERS below>
//   > .dependency-cruiser-known-violations.json && npx prettier --write .dependency-cruiser-known-violations.json
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const FOLDERS = ['architecture', 'cdk', 'frontend/src', 'functions', 'local', 'scripts', 'shared', 'test'];

it('finds no import cycle but the known ones, type-only imports included', () => {
  const run = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      '.dependency-cruiser.cjs',
      '--ignore-known',
      '.dependency-cruiser-known-violations.json',
      '--output-type',
      'err',
      ...FOLDERS,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect({ status: run.status, output: `${run.stdout}${run.stderr}`.trim() }).toEqual({ status: 0, output: expect.any(String) });
}, 120_000);
