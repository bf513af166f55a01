// Issue 26: the reminders' scheduler with 100,000 reminders due in one minute (docs/PERFORMANCE.md "Scheduler"),
// seeded straight into the local table through the due index, over 10,000 people each with one device whose endpoint
// is a local push sink that only counts. Two figures, in a process of its own (one local runtime per process):
// - read + decide for all 100,000: the ten shard queries of the minute (remindersDueIn) and the engine's dueSends for
//   each (the run's CPU per reminder, with no answers or entries);
// - the full run (runScheduler) for a sample of SAMPLE reminders due in another minute: per reminder its answers and
//   entries read, the send claimed, the push encrypted and POSTed to the sink, the next send written back; its time,
//   sends per second and the DynamoDB calls and items read, counted on the functions' own client. The whole 100,000
//   through the full path would take the shared 2-core machine tens of minutes against dynalite, so it is sampled.
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
export const SAMPLE = Number(process.env.BENCH_SCHEDULER_SAMPLE ?? 1_000);
const BULK_MINUTE = '2026-06-01T08:00';
const SAMPLE_MINUTE = '2026-06-01T09:00';

export interface SchedulerFigures {
  due: number;
  seedSeconds: number;
  readSeconds: number;
  readCalls: number;
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
  const sink = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
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

    const readStart = performance.now();
    const due = await remindersDueIn(BULK_MINUTE);
    const readSeconds = (performance.now() - readStart) / 1000;
    const readCalls = calls.QueryCommand ?? 0;
    const decideStart = performance.now();
    const minuteStart = Date.parse(`${BULK_MINUTE}:00.000Z`);
    let sendsDecided = 0;
    for (const record of due) sendsDecided += dueSends(record, minuteStart, [], []).length;
    const decideSeconds = (performance.now() - decideStart) / 1000;

    for (const name of Object.keys(calls)) delete calls[name];
    itemsRead = 0;
    const mail = { send: async () => undefined };
    const runStart = performance.now();
    const summary = await runScheduler(Date.parse(`${SAMPLE_MINUTE}:00.000Z`), { mail, now: Date.now }, { catchUp: false });
    const runSeconds = (performance.now() - runStart) / 1000;
    return {
      due: due.length,
      seedSeconds,
      readSeconds,
      readCalls,
      decideSeconds,
      sendsDecided,
      sample: summary.reminders,
      runSeconds,
      sent: summary.sent,
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
    `  read ${f.due.toLocaleString('en')} due in one minute   ${f.readSeconds.toFixed(1)} s  (${f.readCalls} Query calls over ${10} shards, paged)`,
    `  decide (dueSends)         ${f.decideSeconds.toFixed(1)} s  ${((f.decideSeconds * 1e6) / f.due).toFixed(0)} µs a reminder, ${f.sendsDecided.toLocaleString('en')} sends`,
    `  full run of ${f.sample.toLocaleString('en')}        ${f.runSeconds.toFixed(1)} s  ${(f.sent / f.runSeconds).toFixed(0)} sends/s; ${f.pushesReceived} pushes reached the sink`,
    `  DynamoDB per reminder     ${callList}; ${perReminder(f.itemsRead)} items read`,
    `  (seeding ${(f.due + f.sample + PEOPLE).toLocaleString('en')} items through the due index: ${f.seedSeconds.toFixed(0)} s)`,
  ];
}

if (require.main === module) printFiguresAndExit(measure());
