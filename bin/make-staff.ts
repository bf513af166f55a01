// `npm run make-staff -- <username> [--revoke]`: grants (or takes back) staff. Locally it uses the data dir's
// table, through the running `npm start` if there is one; with TABLE_NAME set it uses that table in AWS.
import path from 'node:path';
import { ensureTable } from '../local/create-table';
import { closeServer, endpointOf, startDynalite } from '../local/emulators';
import { tableName as localTableName } from '../local/environment';
import { liveRuntimeEndpoints } from '../local/runtime-file';

async function withLocalTable(run: () => Promise<void>): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const running = liveRuntimeEndpoints(dataDir)?.dynamodb;
  const own = running ? undefined : await startDynalite(dataDir);
  const endpoint = running ?? endpointOf(own!);
  Object.assign(process.env, {
    TABLE_NAME: localTableName, AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  try {
    await ensureTable(endpoint, localTableName);
    await run();
  } finally {
    if (own) await closeServer(own);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const username = args.find((arg) => !arg.startsWith('--'));
  if (!username) throw new Error('Usage: npm run make-staff -- <username> [--revoke]');
  const isStaff = !args.includes('--revoke');
  const act = async () => {
    const { markStaff } = await import('../functions/auth/mark-staff');
    await markStaff(username, isStaff);
    console.log(`${username} ${isStaff ? 'is now staff' : 'is no longer staff'} (table ${process.env.TABLE_NAME}).`);
  };
  if (process.env.TABLE_NAME) await act();
  else await withLocalTable(act);
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
