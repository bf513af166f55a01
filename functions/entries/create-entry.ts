// POST /api/<collection>/: a user input (the raw text entries come from) or an entry of one of the seven types. A
// manual entry is one call (issue 21): with `user_input_text` the user input and the entry pointing at it are written
// in one transaction. With an Idempotency-Key (core/idempotency-key.ts) the key's answer is part of that same
// transaction, and the ids come from the key, so a retry never makes a second entry. A food or drink gets its numbers
// from the food table (domain/nutrition/nutrition-rules.ts). The router has parsed the body with the route's schema.
import { ulid } from 'ulid';
import type { EntryCollection } from '../../shared/entry-types';
import type * as z from 'zod';
import type { entryCreateSchema, Entry, UserInput, userInputRequest } from '../../shared/schemas/entries';
import { InvalidFields } from '../platform/errors';
import type { IdempotentWork } from '../core/idempotency-key';
import { writeTogether } from '../data/batch';
import { insertEntry, putEntryAction, type StoredEntry } from '../data/entries';
import { checkedEntryFields } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { zoneOf } from '../domain/entry-time';
import { presentAsEntry, presentAsUserInput } from './present';

export type UserInputRequest = z.output<typeof userInputRequest>;
type EntryCreateRequest = z.output<ReturnType<typeof entryCreateSchema>>;

const stampOf = (userId: string) => {
  const now = new Date().toISOString();
  return { userId, created_at: now, updated_at: now, version: 1 };
};

/** Writes the entry (and its new user input, and the key's answer) and answers with it presented. */
async function written<T>(entry: StoredEntry, input: StoredEntry | undefined, body: T, work?: IdempotentWork): Promise<T> {
  if (!input && !work) {
    await insertEntry(entry);
    return body;
  }
  const puts = [...(input ? [putEntryAction(input, true)] : []), putEntryAction(entry, true)];
  await writeTogether(work ? [...puts, work.answerAction({ statusCode: 201, body })] : puts);
  return body;
}

export function createUserInput(userId: string, request: UserInputRequest, work?: IdempotentWork): Promise<UserInput> {
  const stamp = stampOf(userId);
  const id = work?.newId() ?? ulid();
  const entry: StoredEntry = {
    ...stamp,
    collection: 'user-inputs',
    id,
    utc_time: stamp.created_at,
    raw_text: request.raw_text,
    timezone: zoneOf(request.timezone, 'timezone'),
  };
  return written(entry, undefined, presentAsUserInput(entry), work);
}

export async function createEntry(
  userId: string,
  collection: EntryCollection,
  request: EntryCreateRequest,
  work?: IdempotentWork,
): Promise<Entry> {
  const newId = () => work?.newId() ?? ulid();
  const stamp = stampOf(userId);
  const { user_input_text: text } = request;
  // A food's numbers come from the table unless the person typed their own (docs/LOGS.md "Nutrition").
  const fields = withFoodNumbers(collection, (await checkedEntryFields(request, userId)).fields);
  if (text !== undefined && fields.user_input_log) {
    throw InvalidFields.field('user_input_text', 'Send either user_input_log or user_input_text, not both.');
  }
  const input: StoredEntry | undefined =
    text === undefined
      ? undefined
      : { ...stamp, collection: 'user-inputs', id: newId(), utc_time: stamp.created_at, raw_text: text, timezone: fields.device_timezone };
  // Images are attached only by the server (the AI save with an image), never named by the client.
  const entry: StoredEntry = {
    measures: {},
    subjects: [],
    ...stamp,
    collection,
    id: newId(),
    ...fields,
    user_input_log: input?.id ?? fields.user_input_log,
  };
  entry.image_url = null;
  return written(entry, input, presentAsEntry(entry), work);
}
