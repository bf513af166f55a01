// A local runtime of the fault tests' own, in the test's process, whose handlers reach dynalite and s3rver
// through fault-injecting proxies (local/fault-proxy.ts); the support helpers (request, table, s3) point at it,
// and reach the emulators directly, so a fault never touches what a test reads to check.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startFaultProxy, type FaultProxy } from '../../../local/fault-proxy';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../../local/runtime';
import { table, TABLE_NAME } from './accounts';
import { runtimeStateEnv, TEST_SCRYPT_COST_LOG2, type RuntimeState } from './runtime';

export interface FaultRuntime {
  runtime: LocalRuntime;
  dynamodb: FaultProxy;
  s3: FaultProxy;
  stop(): Promise<void>;
}

/** Call in beforeAll, before any other support helper runs in the file. */
export async function startFaultRuntime(options: Pick<LocalRuntimeOptions, 'jobBudgetMs'> = {}): Promise<FaultRuntime> {
  // The handlers run in this process: their one info line per request would bury the test's own output.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  // Cheap password hashes, as in the suite's runtime (this file's process.env; docs/LOCAL.md "Tests and other tools").
  process.env.TEST_SCRYPT_COST_LOG2 = String(TEST_SCRYPT_COST_LOG2);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tend-faults-'));
  const proxies: FaultProxy[] = [];
  const runtime = await startLocalRuntime({
    dataDir: path.join(dir, 'data'),
    port: 0,
    quiet: true,
    jobRetryDelayMs: 50, // Lambda's retry of a failed job run, without a second of waiting each time
    ...options,
    handlerEndpoints: async (emulators) => {
      proxies.push(await startFaultProxy(emulators.dynamodb), await startFaultProxy(emulators.s3));
      return { ...emulators, dynamodb: proxies[0].url, s3: proxies[1].url };
    },
  });
  const state: RuntimeState = {
    url: runtime.url,
    mailUrl: runtime.mailUrl,
    endpoints: runtime.endpoints,
    pid: process.pid,
    dir,
    logFile: '',
  };
  const stateFile = path.join(dir, 'runtime.json');
  writeFileSync(stateFile, JSON.stringify(state));
  process.env[runtimeStateEnv] = stateFile; // this file's process.env: other test files keep the shared runtime
  return {
    runtime,
    dynamodb: proxies[0],
    s3: proxies[1],
    async stop() {
      await runtime.stop();
      await Promise.all(proxies.map((proxy) => proxy.close()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every sort key in a user's partition (read from dynalite itself, past the proxy). */
export async function sortKeysOf(userId: string): Promise<string[]> {
  const page = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => item.SK as string);
}
