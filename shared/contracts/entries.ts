// The entries group's contracts: each collection's list, create, update and delete, and the time zone mappings. Typed
// key by key, so the group's actions are checked against them (functions/entries/collection-actions.ts). The paths
// keep the API's word "logs" (/api/logs/…, docs/PRODUCT.md): a contract with clients.
import * as z from 'zod';
import { ENTRY_COLLECTIONS, USER_INPUTS, type Collection, type EntryCollection } from '../entry-types';
import {
  entryCreateSchema,
  entryRequestSchema,
  listQuery,
  entrySchema,
  timezoneMappingsSchema,
  userInputRequest,
  userInputSchema,
} from '../schemas/entries';
import type { GroupContract } from './contract';

/** One collection's four routes, keyed as in shared/route-paths.ts, typed so its actions can be checked against them. */
type CollectionContract<C extends Collection, Entry extends z.ZodType, Body extends z.ZodType, Created extends z.ZodType> = Record<
  `GET /api/${C}/`,
  { query: typeof listQuery; responses: { 200: z.ZodArray<Entry> } }
> &
  Record<`POST /api/${C}/`, { request: { json: Created }; responses: { 201: Entry } }> &
  Record<`PUT /api/${C}/{id}/`, { request: { json: Body }; responses: { 200: Entry } }> &
  Record<`DELETE /api/${C}/{id}/`, { responses: { 204: 'empty' } }>;

function collectionContract<C extends Collection, E extends z.ZodType, B extends z.ZodType, N extends z.ZodType>(
  collection: C,
  entry: E,
  body: B,
  created: N,
): CollectionContract<C, E, B, N> {
  return {
    [`GET /api/${collection}/`]: { query: listQuery, responses: { 200: z.array(entry) } },
    [`POST /api/${collection}/`]: { request: { json: created }, responses: { 201: entry } },
    [`PUT /api/${collection}/{id}/`]: { request: { json: body }, responses: { 200: entry } },
    [`DELETE /api/${collection}/{id}/`]: { responses: { 204: 'empty' } },
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
  'GET /api/logs/timezone-mappings/': { responses: { 200: timezoneMappingsSchema, 304: 'empty' } },
} satisfies GroupContract;
