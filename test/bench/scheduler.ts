// Issue 26: the reminders' scheduler with 100,000 reminders due in one minute (docs/PERFORMANCE.md "Scheduler"),
// seeded straight into the local table through the due index, over 10,000 people each with one device whose endpoint
// is a local push sink that only counts. Three figures, in a process of its own (one local runtime per process):
// - the minutely run for all 100,000 (runScheduler): the ten shard queries of the minute's references, cut into
//   chunks of SEND_CHUNK, each handed to a sender by a real Lambda Invoke call (the SDK's) to a stand-in that answers
//   202 at once, as Lambda does; its time and reads;
// - the engine's dueSends for each of the 100,000 (the CPU a reminder costs, with no answers or entries);
// - one sender's chunk (sendChunk) of SAMPLE reminders due in another minute, the whole path: read afresh, answers and
//   entries read, the send claimed, the push encrypted and POSTed to the sink, the next send written back; its time
//   and the DynamoDB calls and items read, counted on the functions' own client. In AWS the chunks run side by side
//   (one function each); here one machine would run them one after another, so one chunk is measured.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startLocalRuntime } from '../../local/runtime';
import { figuresFromOwnProcess, printFiguresAndExit } from './in-own-process';

/** BENCH_SCHEDULER_DUE and BENCH_SCHEDULER_SAMPLE shrink a trial run. */
export const DUE = Number(process.env.BENCH_SCHEDULER_DUE ?? 100_000);
export const PEOPLE = 10_000;
export const SAMPLE = Number(process.env.BENCH_SCHEDULER_SAMPLE ?? 250);
const BULK_MINUTE = '2026-06-01T08:00';
const SAMPLE_MINUTE = '2026-06-01T09:00';

export interface SchedulerFigures {
  due: number;
  seedSeconds: number;
  dispatchSeconds: number;
  dispatchQueries: number;
  senders: number;
  /** Invoke calls that reached the stand-in: one a sender. */
  invokeCalls: number;
  handedOver: number;
  decideSeconds: number;
  sendsDecided: number;
  sample: number;
  runSeconds: number;
  sent: number;
  pushesReceived: number;
  calls: Record<string, number>;
  itemsRead: number;
}

async function measure(): Promise<SchedulerFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scheduler-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, quiet: true });
  let received = 0;
  let invokes = 0;
  // The push services (201) and, under /lambda/, Lambda's Invoke API answering an asynchronous invocation (202).
  const sink = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/lambda/')) {
        invokes++;
        res.writeHead(202).end();
        return;
      }
      received++;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  try {
    const { db } = await import('../../functions/data/client');
    const { writeAll } = await import('../../functions/data/batch');
    const { keys } = await import('../../functions/data/keys');
    const { reminderEntity, remindersDueIn } = await import('../../functions/data/reminders');
    const { pushSubscriptionEntity, pushSubscriptionId } = await import('../../functions/data/push-subscriptions');
    const { dueSends } = await import('../../functions/domain/reminders/due');
    const { runScheduler } = await import('../../functions/scheduler/run');
    const { sendChunk } = await import('../../functions/scheduler/send-chunk');
    const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
    const { medicationSchema } = await import('../../shared/schemas/reminders');

    const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    const stamp = new Date().toISOString();
    const person = (i: number) => `bench-person-${i}`;
    const reminder = (i: number, minute: string) => {
      const userId = person(i % PEOPLE);
      const fields = medicationSchema.parse({
        kind: 'medication',
        name: 'Magnesium',
        dose_amount: 400,
        dose_unit: 'mg',
        times: [minute.slice(11)],
        timezone: 'UTC',
        start_date: '2026-01-01',
      });
      const record = {
        ...fields,
        userId,
        id: `${minute}-r${i}`,
        created_at: stamp,
        updated_at: stamp,
        version: 1,
        next_send_at: `${minute}:00.000Z`,
      };
      return { PutRequest: { Item: reminderEntity.toItem(keys.reminder(userId, record.id), record) } };
    };
    const device = (i: number) => {
      const endpoint = `${sinkUrl}/push/${i}`;
      const id = pushSubscriptionId(endpoint);
      const item = pushSubscriptionEntity.toItem(keys.pushSubscription(person(i), id), {
        id,
        endpoint,
        p256dh,
        auth,
        created_at: stamp,
        updated_at: stamp,
      });
      return { PutRequest: { Item: item } };
    };
    const seedStart = performance.now();
    await writeAll(Array.from({ length: PEOPLE }, (_, i) => device(i)));
    for (let from = 0; from < DUE; from += 10_000) {
      await writeAll(Array.from({ length: Math.min(10_000, DUE - from) }, (_, k) => reminder(from + k, BULK_MINUTE)));
    }
    await writeAll(Array.from({ length: SAMPLE }, (_, i) => reminder(i, SAMPLE_MINUTE)));
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const calls: Record<string, number> = {};
    let itemsRead = 0;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        const name = (context as { commandName?: string }).commandName ?? '?';
        calls[name] = (calls[name] ?? 0) + 1;
        const output = result.output as { Count?: number; Item?: unknown };
        itemsRead += output.Count ?? (output.Item ? 1 : 0);
        return result;
      },
      { step: 'initialize', name: 'benchCounter' },
    );

    const mail = { send: async () => undefined };
    const lambda = new LambdaClient({ endpoint: `${sinkUrl}/lambda`, region: 'us-east-1' });
    const startSender = async (event: unknown) => {
      await lambda.send(new InvokeCommand({ FunctionName: 'sender', InvocationType: 'Event', Payload: JSON.stringify(event) }));
    };
    const dispatchStart = performance.now();
    const dispatch = await runScheduler(Date.parse(`${BULK_MINUTE}:00.000Z`), { mail, now: Date.now, startSender }, { catchUp: false });
    const dispatchSeconds = (performance.now() - dispatchStart) / 1000;
    const dispatchQueries = calls.QueryCommand ?? 0;
    const invokeCalls = invokes;

    const due = await remindersDueIn(BULK_MINUTE);
    const decideStart = performance.now();
    const minuteStart = Date.parse(`${BULK_MINUTE}:00.000Z`);
    let sendsDecided = 0;
    for (const record of due) sendsDecided += dueSends(record, minuteStart, [], []).length;
    const decideSeconds = (performance.now() - decideStart) / 1000;

    for (const name of Object.keys(calls)) delete calls[name];
    itemsRead = 0;
    received = 0;
    const refs = Array.from({ length: SAMPLE }, (_, i) => ({ userId: person(i % PEOPLE), id: `${SAMPLE_MINUTE}-r${i}` }));
    const runStart = performance.now();
    const chunk = await sendChunk(SAMPLE_MINUTE, refs, { mail, now: Date.now });
    const runSeconds = (performance.now() - runStart) / 1000;
    return {
      due: dispatch.reminders,
      seedSeconds,
      dispatchSeconds,
      dispatchQueries,
      senders: dispatch.senders,
      invokeCalls,
      handedOver: dispatch.handedOver,
      decideSeconds,
      sendsDecided,
      sample: SAMPLE - chunk.passedOver,
      runSeconds,
      sent: chunk.sent,
      pushesReceived: received,
      calls,
      itemsRead,
    };
  } finally {
    sink.close();
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const measureScheduler = () => figuresFromOwnProcess<SchedulerFigures>(__filename);

export function schedulerReport(f: SchedulerFigures): string[] {
  const perReminder = (n: number) => (n / f.sample).toFixed(1);
  const callList = Object.entries(f.calls)
    .map(([name, n]) => `${name.replace('Command', '')} ${perReminder(n)}`)
    .join(', ');
  return [
    `  minutely run, ${f.due.toLocaleString('en')} due     ${f.dispatchSeconds.toFixed(1)} s  (${f.dispatchQueries} Query calls over 10 shards; ${f.senders} senders started (${f.invokeCalls} Invoke calls) for ${f.handedOver.toLocaleString('en')} reminders)`,
    `  decide (dueSends)         ${f.decideSeconds.toFixed(1)} s  ${((f.decideSeconds * 1e6) / f.due).toFixed(0)} µs a reminder, ${f.sendsDecided.toLocaleString('en')} sends`,
    `  one sender's chunk of ${f.sample}  ${f.runSeconds.toFixed(1)} s  ${(f.sent / f.runSeconds).toFixed(0)} sends/s; ${f.pushesReceived} pushes reached the sink`,
    `  DynamoDB per reminder     ${callList}; ${perReminder(f.itemsRead)} items read`,
    `  the minute's last send, chunks side by side: about ${(f.dispatchSeconds + f.runSeconds).toFixed(0)} s after the minute starts (run + one chunk)`,
    `  (seeding ${(f.due + f.sample + PEOPLE).toLocaleString('en')} items through the due index: ${f.seedSeconds.toFixed(0)} s)`,
  ];
}

if (require.main === module) printFiguresAndExit(measure());
