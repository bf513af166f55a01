// Bench parts that measure memory run in a fresh process each (handler modules and SDK clients are process-global,
// one local runtime per process): the parent runs the part's file as a script and reads the figures it prints as
// its last line of JSON. Both sides, and a full garbage collection on demand for the live heap, live here.
import { execFileSync } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Runs `script` (a bench file) in a fresh node process with `args`; its last output line, parsed. */
export function figuresFromOwnProcess<T>(script: string, args: string[] = [], env: Record<string, string> = {}): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as T;
}

/** The script's side: prints the figures as its last line and exits (0, or 1 with the error). */
export function printFiguresAndExit(measure: Promise<unknown>): void {
  measure.then(
    (figures) => {
      console.log(JSON.stringify(figures));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** A full garbage collection on demand, without starting node with --expose-gc. */
export function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
