// DATA_DIR/runtime.json says where a running local runtime's emulators listen, so CLIs can use them meanwhile.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorEndpoints } from './emulators';

interface RuntimeFile {
  pid: number;
  endpoints: EmulatorEndpoints;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'runtime.json');

export function writeRuntimeFile(dataDir: string, endpoints: EmulatorEndpoints): void {
  writeFileSync(fileOf(dataDir), JSON.stringify({ pid: process.pid, endpoints } satisfies RuntimeFile));
}

export function removeRuntimeFile(dataDir: string): void {
  rmSync(fileOf(dataDir), { force: true });
}

/** The endpoints of the runtime using this data dir, if one is still alive. */
export function liveRuntimeEndpoints(dataDir: string): EmulatorEndpoints | undefined {
  try {
    const file = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RuntimeFile;
    process.kill(file.pid, 0);
    return file.endpoints;
  } catch {
    return undefined;
  }
}
