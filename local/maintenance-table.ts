// For the maintenance commands (scripts/backfill.ts, scripts/make-staff.ts): the local data dir's table (through
// the running `npm start` if there is one, else its own dynalite), or with TABLE_NAME set, that table in AWS with the
// usual credentials.
import path from 'node:path';
import { ensureTable } from './create-table';
import { moveEarlierTable } from './earlier-names';
import { closeServer, endpointOf, startDynalite } from './emulators';
import { tableName as localTableName } from './environment';
import { liveRuntimeEndpoints } from './runtime-file';

async function withLocalTable(run: () => Promise<void>): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const running = liveRuntimeEndpoints(dataDir)?.dynamodb;
  const own = running ? undefined : await startDynalite(dataDir);
  const endpoint = running ?? endpointOf(own!);
  Object.assign(process.env, {
    TABLE_NAME: localTableName,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  try {
    await ensureTable(endpoint, localTableName, moveEarlierTable);
    await run();
  } finally {
    if (own) await closeServer(own);
  }
}

export async function withTable(run: () => Promise<void>): Promise<void> {
  if (process.env.TABLE_NAME) await run();
  else await withLocalTable(run);
}

/** Runs a command's main and exits with its outcome. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
