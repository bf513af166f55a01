// The local stand-in for Lambda's Invoke API, for functions started by other functions rather than by a route (the
// import job, issue 14; the reminders' senders, issue 26). The handlers call it with the real @aws-sdk/client-lambda (AWS_ENDPOINT_URL_LAMBDA); an
// asynchronous ('Event') invocation is answered 202 at once and run in this process, retried twice on an error
// after a pause, as Lambda retries an asynchronous invocation.
import http from 'node:http';
import path from 'node:path';
import { lambdaContext } from './invoke-handler';
import { closeServer } from './emulators';
import { endpointOf, listen } from './servers';

/** Functions the stack starts by name (cdk/import-job.ts, cdk/scheduler.ts): their handler module. */
export const IMPORT_JOB_FUNCTION = 'tend-import-job';
export const SCHEDULER_SENDER_FUNCTION = 'tend-scheduler-sender';
export const invokedFunctions: Record<string, string> = {
  [IMPORT_JOB_FUNCTION]: 'functions/imports/job-handler.ts',
  [SCHEDULER_SENDER_FUNCTION]: 'functions/scheduler/send-handler.ts',
};
/**
 * Runs of one function at once; more wait their turn, as Lambda queues asynchronous events it has no concurrency for.
 * In AWS a busy minute's senders run side by side on many machines; here they share this one, so a few at a time.
 */
const RUNS_AT_ONCE = 4;

export type InvokedHandler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

export interface LambdaInvokeOptions {
  repoRoot: string;
  /** Lambda's async retries (2) and the pause before each; tests shorten the pause. */
  retryDelayMs?: number;
  /** The functions' time limit (15 minutes, as cdk/import-job.ts sets); tests shorten it to see a run hand over. */
  budgetMs?: number;
  onError?: (name: string, error: unknown) => void;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Lambda's longest timeout: the job's own budget (cdk/import-job.ts). */
const JOB_BUDGET_MS = 15 * 60 * 1000;
/** How long stop() lets runs in flight end: a batch of the job takes well under a second locally. */
const STOP_WAIT_MS = 10_000;

export interface LambdaInvoke {
  endpoint: string;
  /** Resolves when every run started so far, with its retries, has ended (tests wait on it instead of sleeping). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startLambdaInvoke(options: LambdaInvokeOptions): Promise<LambdaInvoke> {
  const loaded = new Map<string, Promise<InvokedHandler>>();
  let stopped = false;
  const load = (name: string) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = import(path.join(options.repoRoot, invokedFunctions[name])).then(
        (mod) => (mod.handler ?? mod.default?.handler) as InvokedHandler,
      );
      loaded.set(name, handler);
    }
    return handler;
  };
  /** Runs in flight, so stop() can let them end before the emulators they write to go away. */
  const running = new Set<Promise<void>>();
  const slots = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const takeSlot = async (name: string) => {
    if ((slots.get(name) ?? 0) >= RUNS_AT_ONCE)
      await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
    else slots.set(name, (slots.get(name) ?? 0) + 1);
  };
  const giveSlot = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (next)
      next(); // the slot passes straight to the next run
    else slots.set(name, (slots.get(name) ?? 1) - 1);
  };
  const runAsync = async (name: string, event: unknown) => {
    await takeSlot(name);
    try {
      await runWithRetries(name, event);
    } finally {
      giveSlot(name);
    }
  };
  const runWithRetries = async (name: string, event: unknown) => {
    for (let attempt = 0; attempt < 3 && !stopped; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1_000));
      try {
        await (
          await load(name)
        )(event, lambdaContext(name, options.budgetMs ?? JOB_BUDGET_MS));
        return;
      } catch (error) {
        options.onError?.(name, error);
      }
    }
  };
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(INVOKE_PATH.exec(request.url?.split('?')[0] ?? '')?.[1] ?? '');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !invokedFunctions[name]) {
        response.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
        response.end(JSON.stringify({ message: `Function not found: ${name}` }));
        return;
      }
      const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (request.headers['x-amz-invocation-type'] !== 'Event') {
        response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'InvalidParameterValueException' });
        response.end(JSON.stringify({ message: 'Only asynchronous (Event) invocations are served locally.' }));
        return;
      }
      const run = runAsync(name, event).finally(() => running.delete(run));
      running.add(run);
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end();
    });
  });
  await listen(server);
  return {
    endpoint: endpointOf(server),
    async settled() {
      while (running.size > 0) await Promise.allSettled(running);
    },
    async stop() {
      // A run in flight may end (up to STOP_WAIT_MS) but is not retried after this (its saved state lets it resume):
      // ended, it writes nothing to emulators that have already gone, nor logs after its caller has finished.
      stopped = true;
      await closeServer(server);
      const waited = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
      await Promise.race([Promise.allSettled(running), waited]);
    },
  };
}
