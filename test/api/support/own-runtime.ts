// A local runtime in a process of its own, as `npm start` runs it, on a data dir the caller chooses: for tests that
// kill and restart it (durability) and for the load bench, whose clients must not share the server's thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeState } from './runtime';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const readyTimeoutMs = 60_000;

export interface OwnRuntime {
  url: string;
  /** Its SES emulator's page; the mails it keeps are at `${mailUrl}store`. */
  mailUrl: string;
  endpoints: RuntimeState['endpoints'];
  child: ChildProcess;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<void>;
  /** SIGTERM (a clean stop, as Ctrl-C) or SIGKILL (a crash: nothing runs after it). */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts `local/main.ts` with PORT=0 on dataDir, its output appended to logFile, and waits for its ready line. */
export async function startOwnRuntime(dataDir: string, logFile: string, env: Record<string, string> = {}): Promise<OwnRuntime> {
  const output = openSync(logFile, 'a');
  const started = readFileSync(logFile, 'utf8').length; // a restart appends to the same log
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOCAL_RUNTIME_JSON: '1',
      LOCAL_RUNTIME_QUIET: '1',
      LOCAL_SCHEDULER: 'off',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = `code ${code}, signal ${signal}`;
      resolve();
    });
  });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (exit === undefined) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    const log = readFileSync(logFile, 'utf8').slice(started);
    const line = log.split('\n').find((l) => l.startsWith('LOCAL_RUNTIME_READY '));
    if (line) {
      const ready = JSON.parse(line.slice('LOCAL_RUNTIME_READY '.length)) as Pick<OwnRuntime, 'url' | 'mailUrl' | 'endpoints'>;
      return { ...ready, child, exited, stop };
    }
    if (exit) throw new Error(`The local runtime exited (${exit}) before it was ready:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`The local runtime was not ready within ${readyTimeoutMs} ms:\n${readFileSync(logFile, 'utf8').slice(started)}`);
}
