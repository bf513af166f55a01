// Starts the local runtime in a child process for the api tests and records where it listens.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runtimeStateEnv, TEST_SCRYPT_COST_LOG2, type RuntimeState } from './support/runtime';

const repoRoot = path.resolve(__dirname, '..', '..');
const readyTimeoutMs = 60_000;

async function waitForReady(logFile: string, exited: () => string | undefined): Promise<Omit<RuntimeState, 'pid' | 'dir' | 'logFile'>> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    const log = await readFile(logFile, 'utf8');
    const line = log.split('\n').find((l) => l.startsWith('LOCAL_RUNTIME_READY '));
    if (line) return JSON.parse(line.slice('LOCAL_RUNTIME_READY '.length));
    const exit = exited();
    if (exit) throw new Error(`The local runtime exited (${exit}) before it was ready:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The local runtime was not ready within ${readyTimeoutMs} ms:\n${await readFile(logFile, 'utf8')}`);
}

export default async function globalSetup(): Promise<void> {
  // The api and e2e projects share one runtime when they run together.
  if (process.env[runtimeStateEnv]) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tend-api-'));
  const logFile = path.join(dir, 'runtime.log');
  const output = openSync(logFile, 'a');
  // Its own process group, so teardown can stop it and anything it started in one signal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
    cwd: repoRoot,
    // Cheap password hashes for this runtime only (docs/LOCAL.md "Tests and other tools"); runtimes a test starts itself keep production's.
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      LOCAL_RUNTIME_JSON: '1',
      // Only the minutes a test runs (POST /_local/scheduler/run), never the clock's (docs/REMINDERS.md "Scheduler").
      LOCAL_SCHEDULER: 'off',
      TEST_SCRYPT_COST_LOG2: String(TEST_SCRYPT_COST_LOG2),
    },
    detached: true,
    stdio: ['ignore', output, output],
  });
  child.unref();
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `code ${code}, signal ${signal}`));
  child.once('error', (error) => (exit = error.message));
  try {
    const ready = await waitForReady(logFile, () => exit);
    const state: RuntimeState = { ...ready, pid: child.pid as number, dir, logFile };
    const stateFile = path.join(dir, 'runtime.json');
    await writeFile(stateFile, JSON.stringify(state));
    process.env[runtimeStateEnv] = stateFile; // inherited by the test workers
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
}
