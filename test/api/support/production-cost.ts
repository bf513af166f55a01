// A runtime of their own at production's scrypt cost, for the tests that time a password check (S05, S46): the suite's
// runtime hashes at TEST_SCRYPT_COST_LOG2 (docs/LOCAL.md "Tests and other tools"), where a skipped hash would not show.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOwnRuntime, type OwnRuntime } from './own-runtime';
import { useRuntime } from './runtime';

/**
 * Call in a describe: between its beforeAll and afterAll the file's helpers (request, registerAccount, table,
 * mailsTo) point at a runtime where an unknown user or a taken e-mail must cost the same ~0.35 s hash as a real one.
 */
export function onProductionCostRuntime(): void {
  let dir: string | undefined;
  let runtime: OwnRuntime | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tend-production-cost-'));
    const logFile = path.join(dir, 'runtime.log');
    runtime = await startOwnRuntime(path.join(dir, 'data'), logFile, { TEST_SCRYPT_COST_LOG2: '' });
    const { url, mailUrl, endpoints } = runtime;
    useRuntime({ url, mailUrl, endpoints, pid: runtime.child.pid as number, dir, logFile });
  }, 90_000);
  afterAll(async () => {
    useRuntime(undefined);
    await runtime?.stop('SIGTERM');
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}
