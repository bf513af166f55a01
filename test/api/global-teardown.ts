// Stops the api tests' local runtime (its whole process group) and removes its temp dir.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { runtimeState, runtimeStateEnv } from './support/runtime';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export default async function globalTeardown(): Promise<void> {
  // Shared by the api and e2e projects: the first teardown stops it, the second finds it gone.
  const file = process.env[runtimeStateEnv];
  if (!file || !existsSync(file)) return;
  const state = runtimeState();
  signalGroup(state.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isAlive(state.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive(state.pid)) signalGroup(state.pid, 'SIGKILL');
  if (process.env.KEEP_API_RUNTIME_DATA === '1') console.log(`\napi runtime data and log kept in ${state.dir}`);
  else await rm(state.dir, { recursive: true, force: true });
}
