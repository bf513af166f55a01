// The entries group's contracts: each collection's list, create, update and delete, and the time zone mappings. Typed
// key by key, so the group's actions are checked against them (functions/entries/collection-actions.ts). The paths
// keep the API's word "logs" (/api/logs/…, docs/PRODUCT.md): a contract with clients.
import * as z from 'zod';
import { ENTRY_COLLECTIONS, USER_INPUTS, type Collection, type EntryCollection } from '../entry-types';
import {
  NEXT_CURSOR_HEADER,
  entryCreateSchema,
  entryRequestSchema,
  listQuery,
  entrySchema,
  timezoneMappingsSchema,
  userInputRequest,
  userInputSchema,
} from '../schemas/entries';
import type { GroupContract, HeaderNote } from './contract';

/** A list cut short by `limit` says where the next page starts (functions/entries/collection-actions.ts). */
const nextCursor: HeaderNote = {
  name: NEXT_CURSOR_HEADER,
  description: 'Present when `limit` cut the list short: send it as `cursor` (with the same filters) for the next page.',
};
/** The mappings' version, a strong validator: sent back as If-None-Match, it answers an empty 304 (docs/TIME-ZONES.md). */
const mappingsTag: HeaderNote = { name: 'ETag', description: "The mappings' version, quoted: send it back as If-None-Match." };

/** One collection's four routes, keyed as in shared/route-paths.ts, typed so its actions can be checked against them. */
type CollectionContract<C extends Collection, Entry extends z.ZodType, Body extends z.ZodType, Created extends z.ZodType> = Record<
  `GET /api/${C}/`,
  { query: typeof listQuery; responses: { 200: z.ZodArray<Entry> } }
> &
  Record<`POST /api/${C}/`, { request: { json: Created }; responses: { 201: Entry } }> &
  Record<`PUT /api/${C}/{id}/`, { request: { json: Body }; responses: { 200: Entry }; refusals: readonly [404, 409] }> &
  Record<`DELETE /api/${C}/{id}/`, { responses: { 204: 'empty' }; refusals: readonly [404] }>;

function collectionContract<C extends Collection, E extends z.ZodType, B extends z.ZodType, N extends z.ZodType>(
  collection: C,
  entry: E,
  body: B,
  created: N,
): CollectionContract<C, E, B, N> {
  return {
    [`GET /api/${collection}/`]: { query: listQuery, responses: { 200: z.array(entry) }, headers: { answer: { 200: [nextCursor] } } },
    [`POST /api/${collection}/`]: { request: { json: created }, responses: { 201: entry } },
    // A stale `version` (the entry changed since it was read): 409 with the entry as it is now.
    [`PUT /api/${collection}/{id}/`]: { request: { json: body }, responses: { 200: entry }, refusals: [404, 409] },
    [`DELETE /api/${collection}/{id}/`]: { responses: { 204: 'empty' }, refusals: [404] },
  } as CollectionContract<C, E, B, N>;
}

/** The seven entry collections share one contract type (their schemas differ only in related data's fields). */
const entryCollectionsContract = Object.assign(
  {},
  ...ENTRY_COLLECTIONS.map((collection) =>
    collectionContract(collection, entrySchema, entryRequestSchema(collection), entryCreateSchema(collection)),
  ),
) as CollectionContract<EntryCollection, typeof entrySchema, ReturnType<typeof entryRequestSchema>, ReturnType<typeof entryCreateSchema>>;

export const entriesContract = {
  ...collectionContract(USER_INPUTS, userInputSchema, userInputRequest, userInputRequest),
  ...entryCollectionsContract,
  'GET /api/logs/timezone-mappings/': {
    responses: { 200: timezoneMappingsSchema, 304: 'empty' },
    headers: {
      request: [{ name: 'If-None-Match', description: 'The ETag of the mappings the client holds: an empty 304 while they are current.' }],
      answer: { 200: [mappingsTag], 304: [mappingsTag] },
    },
  },
} satisfies GroupContract;
