// Starts the AWS emulators in-process on loopback: dynalite (DynamoDB) behind the transaction shim that adds
// TransactWriteItems and TransactGetItems (transactions-shim.ts), s3rver (S3), aws-ses-v2-local (SES).
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import startSesServer from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { closeServer, host, listen, urlOf } from './servers';
import { startTransactionShim } from './transactions-shim';

export { closeServer, endpointOf } from './servers';

export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  ses: string;
}

export interface Emulators {
  endpoints: EmulatorEndpoints;
  stop(): Promise<void>;
}

/** dynalite alone on the data dir (its LevelDB allows one process at a time). */
export async function startDynalite(dataDir: string): Promise<Server> {
  const dynamoDir = path.join(dataDir, 'dynamodb');
  await mkdir(dynamoDir, { recursive: true });
  return listen(dynalite({ path: dynamoDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }));
}

/** s3rver's directory in the data dir: one folder per bucket. */
export const s3DirOf = (dataDir: string): string => path.join(dataDir, 's3');

export async function startEmulators(dataDir: string, buckets: readonly string[]): Promise<Emulators> {
  const s3Dir = s3DirOf(dataDir);
  await mkdir(s3Dir, { recursive: true });
  const dynamo = await startDynalite(dataDir);
  const transactions = await startTransactionShim(dynamo);
  const s3 = new S3rver({ port: 0, address: host, silent: true, directory: s3Dir, configureBuckets: buckets.map((name) => ({ name })) });
  const s3Address = await s3.run();
  const ses = await startSesServer({ host, port: 0 });
  return {
    endpoints: { dynamodb: transactions.url, s3: urlOf(s3Address), ses: urlOf(ses.address()) },
    async stop() {
      await transactions.close().catch(() => undefined);
      await Promise.allSettled([closeServer(dynamo), s3.close(), closeServer(ses)]);
    },
  };
}
