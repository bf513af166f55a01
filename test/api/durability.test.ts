// Durability of the local store (issue 13, docs/LOCAL.md "Durability"): 20 concurrent writers against the runtime as
// `npm start` runs it, the process killed with SIGKILL mid-way, started again on the same data dir: every write that
// was answered 201 (user inputs, entries, photos in s3rver) reads back, and the store opens cleanly.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { GOOD_PASSWORD, verificationTokenFor } from './support/accounts';
import { entryBody } from './support/entries';
import { startOwnRuntime, type OwnRuntime } from './support/own-runtime';
import { jpegWithLocation } from './support/photos';
import { TEST_SCRYPT_COST_LOG2 } from './support/runtime';

const WRITERS = 20;
const ACCOUNTS = 4;
/** Answers counted before the kill; the writers keep going, so the kill lands among writes in flight. */
const KILL_AFTER = 120;
/** Durability is not about hashing: the suite's cheap password hashes (docs/LOCAL.md "Tests and other tools"). */
const cheapHashes = { TEST_SCRYPT_COST_LOG2: String(TEST_SCRYPT_COST_LOG2) };

let dir: string;
let runtime: OwnRuntime | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tend-durability-'));
});
afterAll(async () => {
  await runtime?.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

async function call(method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
}

/** Registers and follows the link the runtime's SES emulator kept: photos count as images, which wait for it. */
async function signedIn({ url, mailUrl }: OwnRuntime, username: string): Promise<string> {
  const account = { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, first_name: 'Dee' };
  expect((await call('POST', `${url}/api/auth/register/`, undefined, account)).status).toBe(201);
  const token = await verificationTokenFor(account.email, mailUrl);
  expect((await call('POST', `${url}/api/auth/verify-email/`, undefined, { token })).status).toBe(200);
  return (await call('POST', `${url}/api/auth/token/`, undefined, { username, password: GOOD_PASSWORD })).body.access;
}

interface Answered {
  token: string;
  collection: string;
  id: string;
  image?: string;
}

function savePhoto(url: string, token: string, n: number) {
  const form = new FormData();
  const items = [{ category: 'food_drinks', details: `Photo meal ${n}`, calculated_time: '2026-11-21T12:30:00', notes: '' }];
  form.append('raw_text', `photo ${n}`);
  form.append('items', JSON.stringify(items));
  form.append('image', new Blob([new Uint8Array(jpegWithLocation(n))], { type: 'image/jpeg' }), 'meal.jpg');
  return fetch(`${url}/api/structured-data/save-with-image/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Writes until the process dies: a user input and an entry in turn, or (writers 0..3) up to the trial's 5 photos. */
async function writer(url: string, token: string, index: number, answered: Answered[]): Promise<void> {
  try {
    for (let n = 0; ; n++) {
      if (index < ACCOUNTS && n < 5) {
        const response = await savePhoto(url, token, n);
        const body = await response.json();
        if (response.status !== 201) throw new Error(`photo save answered ${response.status}`);
        answered.push({ token, collection: 'user-inputs', id: body.user_input_id, image: body.image_url });
        continue;
      }
      const input = await call('POST', `${url}/api/user-inputs/`, token, { raw_text: `writer ${index} #${n}`, timezone: 'UTC' });
      if (input.status !== 201) throw new Error(`user input answered ${input.status}`);
      answered.push({ token, collection: 'user-inputs', id: input.body.id });
      const collection = ENTRY_COLLECTIONS[(index + n) % ENTRY_COLLECTIONS.length];
      const entry = await call('POST', `${url}/api/${collection}/`, token, entryBody(collection, { user_input_log: input.body.id }));
      if (entry.status !== 201) throw new Error(`${collection} answered ${entry.status}`);
      answered.push({ token, collection, id: entry.body.id });
    }
  } catch (error) {
    // The kill cuts the connection (fetch failed, or a body terminated); any other failure is the test's.
    if ((error as Error).name !== 'TypeError') throw error;
  }
}

it('keeps every write answered 201 across a SIGKILL, and starts again on the same data dir', async () => {
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'runtime.log');
  runtime = await startOwnRuntime(dataDir, logFile, cheapHashes);
  const first = runtime;
  const tokens = await Promise.all(Array.from({ length: ACCOUNTS }, (_, i) => signedIn(first, `durable_${i}`)));
  const answered: Answered[] = [];
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(first.url, tokens[i % ACCOUNTS], i, answered)));
  while (answered.length < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 10));
  await first.stop('SIGKILL');
  await writing;
  const killedAt = answered.length;
  expect(answered.filter((a) => a.image).length).toBeGreaterThanOrEqual(ACCOUNTS); // photos were among the writes

  const logBefore = (await readFile(logFile, 'utf8')).length;
  runtime = await startOwnRuntime(dataDir, logFile, cheapHashes);
  const again = runtime;
  const startLog = (await readFile(logFile, 'utf8')).slice(logBefore);
  expect(startLog).not.toMatch(/table created|error|lock/i); // the same table, no stale lock or runtime file in the way
  const missing: string[] = [];
  for (const token of tokens) {
    for (const collection of ['user-inputs', ...ENTRY_COLLECTIONS]) {
      const listed = await call('GET', `${again.url}/api/${collection}/`, token);
      expect(listed.status).toBe(200);
      const ids = new Set((listed.body as { id: string }[]).map((item) => item.id));
      for (const a of answered)
        if (a.token === token && a.collection === collection && !ids.has(a.id)) missing.push(`${collection} ${a.id}`);
    }
  }
  expect({ answered: killedAt, missing }).toEqual({ answered: killedAt, missing: [] });
  for (const { token, image } of answered.filter((a) => a.image)) {
    const photo = await fetch(`${again.url}/api/images/${image}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect([photo.status, bytes.subarray(0, 2).toString('hex'), bytes.subarray(-2).toString('hex')]).toEqual([200, 'ffd8', 'ffd9']);
  }
  // Accounts, sessions and writing work as before the kill.
  const input = await call('POST', `${again.url}/api/user-inputs/`, tokens[0], { raw_text: 'after the restart', timezone: 'UTC' });
  expect(input.status).toBe(201);
  await again.stop('SIGTERM');
  expect(again.child.exitCode).toBe(0);
});
