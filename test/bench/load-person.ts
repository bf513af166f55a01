// One simulated person of the load bench (test/bench/load.ts): signed in once, then acting in turn with a think time
// (many lists, fewer writes, few AI calls and exports), keeping its own record of what it created, edited and deleted.
import { ENTRY_COLLECTIONS, type EntryCollection } from '../../shared/entry-types';

/** One timed API call: counted under `route`, an error unless the status is one of `ok`. */
export type Call = (route: string, method: string, path: string, ok: number[], token?: string, body?: unknown) => Promise<Answer>;
export interface Answer {
  status: number;
  // The bench reads bodies freely; the contract is checked by the api tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Kept {
  collection: EntryCollection;
  text: string;
  version: number;
}

export interface Person {
  username: string;
  token: string;
  /** Entries that should exist, by id, with their last text and version. */
  entries: Map<string, Kept>;
  /** Entries deleted (answered 204), which should be gone. */
  deleted: { collection: EntryCollection; id: string }[];
  inputs: Set<string>;
  edits: number;
  made: number;
}

const ZONE = 'Europe/Paris';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
export const textField = (collection: EntryCollection) => (collection === 'related-data' ? 'data_details' : 'details');

function entryBody(collection: EntryCollection, text: string, extra: Record<string, unknown>) {
  const own = collection === 'related-data' ? { item_name: 'Weight', item_type: 'measurement', data_details: text } : { details: text };
  return { calculated_timestamp: '2026-11-20T08:30:00', device_timezone: ZONE, notes: '', ...own, ...extra };
}

async function create(call: Call, person: Person): Promise<void> {
  const text = `${person.username} entry ${++person.made}`;
  const input = await call('POST /api/user-inputs/', 'POST', '/api/user-inputs/', [201], person.token, { raw_text: text, timezone: ZONE });
  if (input.status !== 201) return;
  person.inputs.add(input.body.id);
  const collection = pick(ENTRY_COLLECTIONS);
  const body = entryBody(collection, text, { user_input_log: input.body.id });
  const entry = await call('POST /api/{collection}/', 'POST', `/api/${collection}/`, [201], person.token, body);
  if (entry.status === 201) person.entries.set(entry.body.id, { collection, text, version: entry.body.version });
}

async function edit(call: Call, person: Person, id: string, kept: Kept): Promise<void> {
  const text = `${kept.text} edited ${++person.edits}`;
  const body = entryBody(kept.collection, text, { version: kept.version });
  const answer = await call('PUT /api/{collection}/{id}/', 'PUT', `/api/${kept.collection}/${id}/`, [200], person.token, body);
  if (answer.status === 200) person.entries.set(id, { ...kept, text, version: answer.body.version });
}

async function remove(call: Call, person: Person, id: string, kept: Kept): Promise<void> {
  const answer = await call('DELETE /api/{collection}/{id}/', 'DELETE', `/api/${kept.collection}/${id}/`, [204], person.token);
  if (answer.status !== 204) return;
  person.entries.delete(id);
  person.deleted.push({ collection: kept.collection, id });
}

/** One action, drawn in these proportions: 55% list, 15% create, 10% edit, 5% delete, 6% extract, 5% chat, 4% export. */
export async function act(call: Call, person: Person): Promise<void> {
  const roll = Math.random() * 100;
  const own = [...person.entries];
  const [id, kept] = own.length > 0 ? pick(own) : [undefined, undefined];
  const { token } = person;
  if (roll < 55) {
    const collection = pick(['user-inputs', ...ENTRY_COLLECTIONS]);
    await call('GET /api/{collection}/', 'GET', `/api/${collection}/?limit=50`, [200], token);
  } else if (roll < 70 || !kept) await create(call, person);
  else if (roll < 80) await edit(call, person, id!, kept);
  else if (roll < 85) await remove(call, person, id!, kept);
  else if (roll < 91) {
    const text = 'two eggs and coffee at 8am, walked 40 minutes, slept 7 hours';
    await call('POST /api/ai/process-input/', 'POST', '/api/ai/process-input/', [200], token, { text, timezone: ZONE });
  } else if (roll < 96) {
    const query = 'How did I sleep this week?';
    await call('POST /api/ai/chat/', 'POST', '/api/ai/chat/', [200], token, { query, timezone: ZONE });
  } else await call('GET /api/export/csv/', 'GET', '/api/export/csv/', [200, 303], token);
}
