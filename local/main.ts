// `npm start` / `npm run dev`: the whole app on this machine (see docs/LOCAL.md).
import path from 'node:path';
import { startLocalRuntime, type LocalRuntime } from './runtime';
import { LOCAL_PORT } from '../shared/app-paths';
import { PRODUCT_NAME } from '../shared/brand';

const dev = process.argv.includes('--dev');
const port = process.env.PORT === undefined ? LOCAL_PORT : Number(process.env.PORT);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

function banner(runtime: LocalRuntime): string {
  const portOf = (url: string) => new URL(url).port;
  return [
    '',
    `${PRODUCT_NAME} is running${dev ? ' (dev mode: Vite hot reload)' : ''}`,
    `  App        ${runtime.url}/`,
    `  API        ${runtime.url}/api/`,
    `  Mail       ${runtime.mailUrl}   (every e-mail the app sends)`,
    `  Data       ${runtime.dataDir}${runtime.tableCreated ? '   (new: table created)' : ''}`,
    `  Emulators  DynamoDB (dynalite) :${portOf(runtime.endpoints.dynamodb)}` +
      `  S3 (s3rver) :${portOf(runtime.endpoints.s3)}  SES (aws-ses-v2-local) :${portOf(runtime.endpoints.ses)}`,
    '  Ctrl-C stops everything; data stays in the data dir.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  // The reminders' scheduler runs on the runtime's clock unless LOCAL_SCHEDULER=off (the tests' runtimes).
  const schedulerClock = process.env.LOCAL_SCHEDULER !== 'off';
  const runtime = await startLocalRuntime({ port, dataDir, dev, quiet: process.env.LOCAL_RUNTIME_QUIET === '1', schedulerClock });
  console.log(banner(runtime));
  if (process.env.LOCAL_RUNTIME_JSON === '1') {
    // One machine-readable line for test harnesses (test/api/global-setup.ts).
    console.log(`LOCAL_RUNTIME_READY ${JSON.stringify({ url: runtime.url, mailUrl: runtime.mailUrl, endpoints: runtime.endpoints })}`);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The local runtime could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
