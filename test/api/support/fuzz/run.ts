// `npm run fuzz -- --runs 10000 [--seed <n> --path <p>]`: the R14 fuzz test (test/api/fuzz.test.ts) with its own
// number of cases, against a fresh local runtime; --seed and --path replay a failure fast-check printed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, path: { type: 'string' } },
});
if (!/^\d+$/.test(values.runs)) throw new Error(`--runs takes a number of cases, not ${values.runs}`);
const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_RUNS: values.runs };
if (values.seed !== undefined) env.FUZZ_SEED = values.seed;
if (values.path !== undefined) env.FUZZ_PATH = values.path;

const root = path.resolve(__dirname, '..', '..', '..', '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(process.execPath, [jest, 'test/api/fuzz.test.ts', '--selectProjects', 'api'], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
