// The fuzzer's two accounts (R14): a canary (another user, never signed in by the fuzzer) holding entries of several
// types, a user input, a chat, a weekly report, a profile and a photo, read back through the API before and after
// the run; and the fuzz account itself, with a few entries of its own to aim at.
import { ulid } from 'ulid';
import { COLLECTIONS } from '../../../../shared/entry-types';
import { signedInAccount, signIn } from '../accounts';
import { createEntry } from '../entries';
import { apiUrl, request } from '../runtime';
import { IMAGES_BUCKET, putObject } from '../storage';
import { jpegWithLocation } from '../photos';

type Account = Awaited<ReturnType<typeof signedInAccount>>;

export interface Canary {
  account: Account;
  userId: string;
  ids: string[];
  imagePath: string;
  reads: string[];
}

async function userIdOf(token: string): Promise<string> {
  return (await request('GET', '/api/auth/me/', { token })).body.id as string;
}

async function seedEntries(token: string): Promise<string[]> {
  const entries = await Promise.all(['sleep', 'food-drinks', 'mood-stress', 'related-data'].map((c) => createEntry(token, c as 'sleep')));
  return entries.flatMap((entry) => [entry.id as string, entry.user_input_log as string]);
}

export async function setUpCanary(): Promise<Canary> {
  const account = await signedInAccount({ first_name: 'Canary' });
  const token = account.access;
  const userId = await userIdOf(token);
  const profile = await request('PUT', '/api/auth/profile/update/', { token, body: { last_name: 'Bird', height_cm: 172, age: 41 } });
  if (profile.status !== 200) throw new Error(`canary profile: ${profile.status}`);
  const ids = await seedEntries(token);
  const chat = await request('POST', '/api/ai/chat/', { token, body: { query: 'How did I sleep?', timezone: 'America/New_York' } });
  if (chat.status !== 200) throw new Error(`canary chat: ${chat.status} ${JSON.stringify(chat.body)}`);
  const report = await request('POST', '/api/insights/reports/', { token, body: { timezone: 'America/New_York' } });
  if (report.status !== 201) throw new Error(`canary report: ${report.status} ${JSON.stringify(report.body)}`);
  const imagePath = `images/${userId}/${ulid()}.jpg`;
  await putObject(IMAGES_BUCKET, imagePath, jpegWithLocation(), 'image/jpeg');
  const sessionId = chat.body.session_id as string;
  ids.push(sessionId, report.body.id as string);
  const reads = [
    '/api/auth/me/',
    ...COLLECTIONS.map((collection) => `/api/${collection}/`),
    '/api/ai/chat/sessions/',
    `/api/ai/chat/sessions/${sessionId}/`,
    '/api/insights/reports/',
    `/api/insights/reports/${report.body.id}/`,
    '/api/ai/trial-status/',
    '/api/stripe/subscription/',
    `/api/${imagePath}`,
  ];
  return { account, userId, ids, imagePath, reads };
}

/** Everything the canary can read of its own, as status and exact bytes per path. */
export async function readBack(canary: Canary): Promise<Record<string, string>> {
  const { access } = await signIn(canary.account.username, canary.account.password);
  const texts: Record<string, string> = {};
  for (const path of canary.reads) {
    const response = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${access}` }, redirect: 'manual' });
    texts[path] = `${response.status} ${Buffer.from(await response.arrayBuffer()).toString('latin1')}`;
  }
  return texts;
}

/** The fuzz account: signed in, with an entry and a user input of its own for the fuzzer to aim at. */
export async function setUpFuzzAccount() {
  const account = await signedInAccount({ first_name: 'Fuzz' });
  const userId = await userIdOf(account.access);
  const ids = await seedEntries(account.access);
  return { account, userId, ids };
}
