// startLocalRuntime: emulators, the Lambda environment, and one HTTP server playing CloudFront + API Gateway.
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApiGateway } from './api-gateway';
import { appRequestListener, fromMiddleware } from './app-server';
import { ensureTable } from './create-table';
import { moveEarlierBuckets, moveEarlierTable } from './earlier-names';
import { startDevFrontend, type DevFrontend } from './dev-frontend';
import { closeServer, s3DirOf, startEmulators, type EmulatorEndpoints } from './emulators';
import { allowDownloadsFrom } from './configure-downloads';
import { applyEnvironment, exportsBucket, imagesBucket, jwtSecret, lambdaEnvironment, tableName, vapidKeys } from './environment';
import { moduleHandlerLoader, type HandlerLoader } from './invoke-handler';
import { IMPORT_JOB_FUNCTION, SCHEDULER_SENDER_FUNCTION, startLambdaInvoke } from './lambda-invoke';
import { LOCAL_PORT } from '../shared/app-paths';
import { contentSecurityPolicy, devContentSecurityPolicy, securityHeaders, withConnectSources } from '../shared/security-headers';
import { removeRuntimeFile, writeRuntimeFile } from './runtime-file';
import { createStaticFiles } from './static-files';
import { createPushService } from './push-service';
import { sendToPerson } from './push-send';
import { createSchedulerService, startSchedulerClock } from './scheduler-clock';
import { keepIdleConnections } from './servers';

export interface LocalRuntimeOptions {
  dataDir: string;
  /** Default LOCAL_PORT (3000); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Frontend from Vite's dev server (hot reload) instead of staticDir. */
  dev?: boolean;
  /** Default frontend/dist. */
  staticDir?: string;
  /** No request log lines. */
  quiet?: boolean;
  /** Tests swap in their own handler modules. */
  loadHandler?: HandlerLoader;
  /** Tests put a fault-injecting proxy (local/fault-proxy.ts) between the handlers and the emulators: given the
   * emulators' URLs, the ones the handlers use. `endpoints` stays the emulators' own. */
  handlerEndpoints?: (emulators: EmulatorEndpoints) => Promise<EmulatorEndpoints>;
  /** Tests shorten the import job's 15-minute time limit (local/lambda-invoke.ts). */
  jobBudgetMs?: number;
  /** Tests shorten the pause before each of Lambda's retries of a failed job run (local/lambda-invoke.ts). */
  jobRetryDelayMs?: number;
  /** Runs the reminders' scheduler each minute of the runtime's clock (local/scheduler-clock.ts); off unless asked. */
  schedulerClock?: boolean;
}

export interface LocalRuntime {
  /** The app (and API under /api/): http://localhost:<port>, also the handlers' APP_URL. */
  url: string;
  /** aws-ses-v2-local's page of sent mail; its JSON is at `${mailUrl}store`. */
  mailUrl: string;
  dataDir: string;
  endpoints: EmulatorEndpoints;
  /** True on the first start on this data dir. */
  tableCreated: boolean;
  /** Resolves when every import-job run started so far, with its retries, has ended (local/lambda-invoke.ts). */
  jobsSettled(): Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '..');
let running = false;

/** Handler modules and their environment are process-global, so a process runs one runtime at a time. */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  if (running) throw new Error('A local runtime is already running in this process.');
  running = true;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'; // our own table client is built first
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const secret = await jwtSecret(dataDir);
  const vapid = await vapidKeys(dataDir);
  const emulators = await moveEarlierBuckets(s3DirOf(dataDir))
    .then(() => startEmulators(dataDir, [imagesBucket, exportsBucket]))
    .catch((error: unknown) => {
      running = false;
      throw error;
    });
  const invoke = await startLambdaInvoke({
    repoRoot,
    budgetMs: options.jobBudgetMs,
    retryDelayMs: options.jobRetryDelayMs,
    onError: (name, error) => console.error(`${name} failed:`, error),
  });
  const server = keepIdleConnections(http.createServer());
  let devFrontend: DevFrontend | undefined;
  let stopClock: (() => Promise<void>) | undefined;
  const stop = async () => {
    await stopClock?.();
    await devFrontend?.close();
    const closing = server.listening ? closeServer(server) : Promise.resolve();
    setTimeout(() => server.closeAllConnections(), 1_000).unref(); // don't wait long on slow clients
    await closing;
    removeRuntimeFile(dataDir);
    await invoke.stop();
    await emulators.stop();
    running = false;
  };
  try {
    const tableCreated = await ensureTable(emulators.endpoints.dynamodb, tableName, moveEarlierTable);
    const serveStatic = createStaticFiles(path.resolve(options.staticDir ?? path.join(repoRoot, 'frontend', 'dist')));
    const api = createApiGateway({
      loadHandler: options.loadHandler ?? moduleHandlerLoader(repoRoot),
      onHandlerError: (route, error) => console.error(`${route.method} ${route.path} failed:`, error),
    });
    // Large exports redirect the page's fetch to s3rver, as they redirect to the exports bucket in AWS.
    const policy = withConnectSources(options.dev ? devContentSecurityPolicy : contentSecurityPolicy, [emulators.endpoints.s3]);
    const headers = { ...securityHeaders, 'content-security-policy': policy };
    const frontend = () => (devFrontend ? fromMiddleware(devFrontend.handle) : serveStatic);
    let appUrl = '';
    const localPush = createPushService(() => appUrl, sendToPerson);
    const localScheduler = createSchedulerService(() => invoke.settled());
    server.on('request', appRequestListener({ api, frontend, headers, quiet: options.quiet ?? false, localPush, localScheduler }));
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? LOCAL_PORT, host, resolve));
    const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(host);
    const url = `http://${loopback ? 'localhost' : host}:${(server.address() as AddressInfo).port}`;
    appUrl = url;
    // Before any request reaches a handler module, so the SDK clients it builds see the emulators.
    const handlerEndpoints = options.handlerEndpoints ? await options.handlerEndpoints(emulators.endpoints) : emulators.endpoints;
    applyEnvironment({
      ...lambdaEnvironment(url, secret, handlerEndpoints, {
        endpoint: invoke.endpoint,
        importJobFunction: IMPORT_JOB_FUNCTION,
        schedulerSenderFunction: SCHEDULER_SENDER_FUNCTION,
      }),
      ...vapid,
    });
    await allowDownloadsFrom(emulators.endpoints.s3, exportsBucket, url);
    if (options.dev) devFrontend = await startDevFrontend(repoRoot, server);
    writeRuntimeFile(dataDir, emulators.endpoints);
    if (options.schedulerClock) stopClock = startSchedulerClock((error) => console.error('The scheduler run failed:', error));
    const jobsSettled = () => invoke.settled();
    return { url, mailUrl: `${emulators.endpoints.ses}/`, dataDir, endpoints: emulators.endpoints, tableCreated, jobsSettled, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
