// `npm run bench -- --load [--seconds 120] [--people 100]`: a mixed load of simulated people against the local runtime
// started as `npm start` runs it, in a process of its own (the clients here do not share its thread). Each person signs
// in once, then lists, creates, edits, deletes, extracts, chats and exports (load-person.ts); the end checks every
// person's entries against the API (load-check.ts). Figures in docs/PERFORMANCE.md "Load (issue 13)".
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOwnRuntime } from '../api/support/own-runtime';
import { signUpVerified } from '../support/sign-up';
import { checkPeople, type LoadCheck } from './load-check';
import { act, type Answer, type Call, type Person } from './load-person';
import { ms, timing, type Timing } from './measure';

export interface LoadOptions {
  seconds: number;
  people: number;
}

export interface LoadResult extends LoadOptions {
  registerSeconds: number;
  routes: { route: string; timing: Timing; errors: number }[];
  requests: number;
  /** Requests a second while all acted (the sign-ins, before, not counted). */
  perSecond: number;
  errors: string[];
  check: LoadCheck;
}

const PASSWORD = 'load test people 42';
/** Between two actions of one person: 0.5–1.5 s (harsher than real people, who read what they get). */
const thinkMs = () => 500 + Math.random() * 1000;
/** People start acting over this time. */
const RAMP_MS = 5_000;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

export function loadOptions(argv: string[]): LoadOptions {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(name);
    return at === -1 ? fallback : Number(argv[at + 1]);
  };
  return { seconds: value('--seconds', 120), people: value('--people', 100) };
}

/** Runs `work` over items with at most `limit` at once. */
async function inTurns<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export async function measureLoad({ seconds, people: count }: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const runtime = await startOwnRuntime(path.join(dir, 'data'), path.join(dir, 'runtime.log'), { LOG_LEVEL: 'error' });
  const samples = new Map<string, { times: number[]; errors: number }>();
  const errors: string[] = [];
  const send = async (method: string, url: string, token?: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${runtime.url}${url}`, {
      method,
      headers,
      redirect: 'manual',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text };
  };
  const call: Call = async (route, method, url, ok, token, body) => {
    const started = performance.now();
    const answer = await send(method, url, token, body).catch((error: unknown) => ({ status: 0, body: String(error) }));
    const entry = samples.get(route) ?? { times: [], errors: 0 };
    samples.set(route, entry);
    entry.times.push(performance.now() - started);
    if (!ok.includes(answer.status)) {
      entry.errors += 1;
      errors.push(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    return answer;
  };
  try {
    const usernames = Array.from({ length: count }, (_, i) => `load_${i}`);
    const registering = performance.now();
    // Through the API, a few at a time: each is one scrypt hash (~0.35 s of CPU), so more at once only queue.
    await inTurns(usernames, 4, async (username) => {
      const account = { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD, first_name: 'Lou' };
      // Each from a loopback address of its own (10 sign-ups an hour per address), verified through its mail (the AI waits).
      await signUpVerified(runtime.url, runtime.mailUrl, account);
    });
    const registerSeconds = (performance.now() - registering) / 1000;
    // Each signs in once (timed, the same few at a time: scrypt again), then all act together for the given time.
    const people: Person[] = [];
    await inTurns(usernames, 4, async (username) => {
      const signIn = await call('POST /api/auth/token/', 'POST', '/api/auth/token/', [200], undefined, { username, password: PASSWORD });
      if (signIn.status === 200) {
        people.push({ username, token: signIn.body.access, entries: new Map(), deleted: [], inputs: new Set(), edits: 0, made: 0 });
      }
    });
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      people.map(async (person, i) => {
        await sleep((RAMP_MS * i) / people.length); // people arrive over the first seconds, not all in one instant
        while (Date.now() < deadline) {
          await act(call, person);
          await sleep(thinkMs());
        }
      }),
    );
    const routes = [...samples].map(([route, s]) => ({ route, timing: timing(s.times), errors: s.errors }));
    routes.sort((a, b) => b.timing.runs - a.timing.runs);
    const requests = routes.reduce((sum, r) => sum + r.timing.runs, 0);
    const perSecond = (requests - (samples.get('POST /api/auth/token/')?.times.length ?? 0)) / seconds;
    const check = await checkPeople(people, async (url, token) => (await send('GET', url, token)).body);
    if (people.length < count) check.problems.push(`${count - people.length} people could not sign in`);
    return { seconds, people: count, registerSeconds, routes, requests, perSecond, errors, check };
  } finally {
    await runtime.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench's lines for a load run. */
export function loadReport(result: LoadResult): string[] {
  const { check } = result;
  return [
    `Load: ${result.people} simulated people for ${result.seconds} s against local/main.ts in its own process ` +
      `(${result.people} accounts registered through the API first, ${result.registerSeconds.toFixed(0)} s, 4 at a time; ` +
      'then each signs in once, 4 at a time, before all act)',
    `  ${'route'.padEnd(32)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`,
    ...result.routes.map(
      ({ route, timing: t, errors }) =>
        `  ${route.padEnd(32)} ${String(t.runs).padStart(6)} ${String(errors).padStart(6)} ${ms(t.p50).padStart(10)} ${ms(t.p95).padStart(10)}`,
    ),
    `  total ${result.requests} requests (${result.perSecond.toFixed(0)}/s while all acted), ${result.errors.length} errors`,
    ...result.errors.slice(0, 5).map((error) => `    ${error}`),
    `  check: ${check.entries} entries read back as left (${check.edited} edited), ${check.deleted} deleted gone, ` +
      `${check.inputs} user inputs kept: ${check.problems.length === 0 ? 'nothing lost or duplicated' : `${check.problems.length} problems`}`,
    ...check.problems.slice(0, 10).map((problem) => `    ${problem}`),
  ];
}
