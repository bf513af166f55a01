// `npm start` stopped with SIGTERM stops the server too (docs/LOCAL.md): npm forwards the signal to the script's
// shell, and a shell that only waited for `tsx local/main.ts` died of it and left the server orphaned and serving. The
// real script runs through the real npm and sh; only its web build is skipped (a stand-in `npm` first on the PATH
// answers `npm run build:web` and hands every other command to the real npm), since the build is slow and would
// rewrite frontend/dist under other tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(90_000);

const repoRoot = path.resolve(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The npm on the PATH (the one a person's `npm start` runs). */
function realNpm(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'npm');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('npm is not on the PATH');
}

/** Processes of the process group (npm's: spawned detached, it leads its own), with their command lines. */
function groupProcesses(pgid: number): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null && Number(match[2]) === pgid)
    .map((match) => `${match[1]} ${match[3]}`);
}

/** True when something accepts a connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

let dir = '';
let npm: ChildProcess | undefined;

afterAll(async () => {
  // Whatever happened, nothing of this run stays: the whole group (the orphan of a failed run included).
  if (npm?.pid) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('SIGTERM to the npm process of `npm start` stops the server: nothing listens and no local/main.ts is left', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'npm-start-signal-'));
  const stubs = path.join(dir, 'bin');
  const npmPath = realNpm();
  await mkdir(stubs);
  const stub = path.join(stubs, 'npm');
  await writeFile(
    stub,
    [
      '#!/bin/sh',
      'if [ "$1" = "run" ] && [ "$2" = "build:web" ]; then echo "web build skipped by the test"; exit 0; fi',
      `exec "${npmPath}" "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(stub, 0o755);
  const logFile = path.join(dir, 'npm-start.log');
  const output = openSync(logFile, 'a');
  npm = spawn(npmPath, ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${stubs}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      LOCAL_RUNTIME_JSON: '1',
      LOCAL_RUNTIME_QUIET: '1',
    },
    detached: true, // its own process group: the check below and the cleanup find everything it started
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm!.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const pgid = npm.pid as number;

  // Serving: the runtime's ready line, then an answer over HTTP.
  let url = '';
  for (const deadline = Date.now() + 60_000; !url; await sleep(100)) {
    const log = await readFile(logFile, 'utf8');
    const line = log.split('\n').find((each) => each.startsWith('LOCAL_RUNTIME_READY '));
    if (line) url = JSON.parse(line.slice('LOCAL_RUNTIME_READY '.length)).url;
    else if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`npm start did not serve:\n${log}`);
  }
  const port = Number(new URL(url).port);
  expect((await fetch(`${url}/api/no-such-thing/`)).status).toBe(404);
  expect(groupProcesses(pgid).some((each) => each.includes('local/main.ts'))).toBe(true);

  process.kill(pgid, 'SIGTERM'); // the npm process only, as `kill <pid>` or a process manager sends it

  let [open, left] = [true, [] as string[]];
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(200)) {
    [open, left] = [await listening(port), groupProcesses(pgid).filter((each) => each.includes('local/main.ts'))];
    if (!open && left.length === 0) break;
  }
  expect({ open, left }).toEqual({ open: false, left: [] });
  expect(await exited).toEqual({ code: 0, signal: null });
});
