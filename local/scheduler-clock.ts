// The reminders' scheduler in the local runtime (docs/REMINDERS.md "Scheduler"): the same run the Lambda makes
// (functions/scheduler/run.ts), on the runtime's own clock, each minute a second after it starts, with catch-up; and
// `POST /_local/scheduler/run` (`{"minute": "2026-03-08T15:00"}`) running one given minute now, without catch-up and
// without moving the clock's marker: how the api tests and a developer run a dose's minute. It answers once the
// minute's senders (a busy minute's chunks, run by local/lambda-invoke.ts) have ended too; `"chunk": 2` makes the
// chunks that small, so a test sees a minute of a few reminders fanned out. The tests' runtimes start with the clock
// off (LOCAL_SCHEDULER=off), so only the minutes a test asks for run there.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { readBody } from './request-body';
import { sendJson } from './respond';

/** Where the local scheduler's route is. */
export const LOCAL_SCHEDULER_PATH = '/_local/scheduler/';

const runRequest = z.object({
  minute: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d/, 'minute: use a UTC minute such as 2026-03-08T15:00.'),
  chunk: z.number().int().min(1).max(1_000).optional(),
});

/** Loaded on first use, after the runtime set the handlers' environment. */
async function runOnce(t: number, catchUp: boolean, chunkSize?: number) {
  const [{ runScheduler }, { sesMail }, { reminderSender }] = await Promise.all([
    import('../functions/scheduler/run'),
    import('../functions/providers/mail/ses-mail'),
    import('../functions/providers/jobs/start-reminder-sender'),
  ]);
  const startSender = reminderSender(process.env.SCHEDULER_SENDER_FUNCTION!);
  return runScheduler(t, { mail: sesMail(), now: Date.now, startSender, chunkSize }, { catchUp });
}

/** `sendersSettled` resolves when every sender started so far has ended (local/lambda-invoke.ts). */
export function createSchedulerService(sendersSettled: () => Promise<void>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, value: unknown) => sendJson(res, status, value, { 'cache-control': 'no-store' });
    if (req.method !== 'POST' || req.url !== `${LOCAL_SCHEDULER_PATH}run`)
      return answer(404, { error: 'Only POST /_local/scheduler/run.' });
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req))?.toString() || '{}');
    } catch {
      return answer(400, { error: 'Send JSON.' });
    }
    const parsed = runRequest.safeParse(body);
    if (!parsed.success) return answer(400, { error: z.prettifyError(parsed.error) });
    const t = Date.parse(`${parsed.data.minute.slice(0, 16)}:00.000Z`);
    if (Number.isNaN(t)) return answer(400, { error: 'minute: use a UTC minute such as 2026-03-08T15:00.' });
    const summary = await runOnce(t, false, parsed.data.chunk);
    await sendersSettled();
    return answer(200, summary);
  };
}

const MINUTE = 60_000;
/** A second into each minute, so the minute's reminders are all written before it runs. */
const INTO_THE_MINUTE = 1_000;

/** Starts the clock; the returned function stops it, waiting for a run under way. */
export function startSchedulerClock(onError: (error: unknown) => void): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    const now = Date.now();
    timer = setTimeout(tick, MINUTE - (now % MINUTE) + INTO_THE_MINUTE);
    timer.unref();
  };
  const tick = () => {
    running = runOnce(Date.now(), true)
      .catch(onError)
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
