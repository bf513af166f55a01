// The four routes of each collection, keyed as in shared/route-paths.ts and typed by their contracts
// (shared/contracts/entries.ts): the router parses the list query and the bodies with the schemas named here; the use
// cases take the caller's id, the collection and the parsed input.
import type { entriesContract } from '../../shared/contracts/entries';
import type { Collection, EntryCollection } from '../../shared/entry-types';
import { entryCreateSchema, entryRequestSchema, listQuery, NEXT_CURSOR_HEADER, userInputRequest } from '../../shared/schemas/entries';
import type { RouteActions } from '../core/http-handler';
import type { StoredEntry } from '../data/entries';
import { createEntry, createUserInput } from './create-entry';
import { deleteEntry } from './delete-entry';
import { listCollection, type ListQuery } from './list-entries';
import { presentAsEntry, presentAsUserInput } from './present';
import { updateEntry, updateUserInput } from './update-entry';

type EntriesActions = RouteActions<typeof entriesContract>;
type Keys<C extends Collection> = `GET /api/${C}/` | `POST /api/${C}/` | `PUT /api/${C}/{id}/` | `DELETE /api/${C}/{id}/`;
export type CollectionActions<C extends Collection> = Pick<EntriesActions, Keys<C>>;

/** Newest first, a page at a time: the next page's cursor in a header. */
function listAction<T>(collection: Collection, present: (entry: StoredEntry) => T) {
  return {
    query: listQuery,
    readsOnly: true as const,
    run: async ({ user, query }: { user: { userId: string }; query: ListQuery }) => {
      const { entries, cursor } = await listCollection(user.userId, collection, query);
      const headers: Record<string, string> = cursor ? { [NEXT_CURSOR_HEADER]: cursor } : {};
      return { statusCode: 200 as const, body: entries.map(present), headers };
    },
  };
}

const deleteAction = (collection: Collection) => ({
  run: async ({ user, params }: { user: { userId: string }; params: Record<string, string> }) => {
    await deleteEntry(user.userId, collection, params.id ?? '');
    return { statusCode: 204 as const };
  },
});

export const userInputActions: CollectionActions<'user-inputs'> = {
  'GET /api/user-inputs/': listAction('user-inputs', presentAsUserInput),
  'POST /api/user-inputs/': {
    json: userInputRequest,
    // With an Idempotency-Key the answer is written in the entry's own transaction (create-entry.ts).
    run: async ({ user, body, idempotency }) => ({ statusCode: 201, body: await createUserInput(user.userId, body, idempotency) }),
  },
  'PUT /api/user-inputs/{id}/': {
    json: userInputRequest,
    run: async ({ user, params, body }) => ({
      statusCode: 200,
      body: await updateUserInput(user.userId, params.id ?? '', body),
    }),
  },
  'DELETE /api/user-inputs/{id}/': deleteAction('user-inputs'),
};

/** An entry collection's routes: all seven share one contract type, so one collection's keys stand for them all. */
export function entryActions(collection: EntryCollection): CollectionActions<EntryCollection> {
  const list: EntriesActions[`GET /api/${EntryCollection}/`] = listAction(collection, presentAsEntry);
  const create: EntriesActions[`POST /api/${EntryCollection}/`] = {
    json: entryCreateSchema(collection),
    run: async ({ user, body, idempotency }) => ({ statusCode: 201, body: await createEntry(user.userId, collection, body, idempotency) }),
  };
  const update: EntriesActions[`PUT /api/${EntryCollection}/{id}/`] = {
    json: entryRequestSchema(collection),
    run: async ({ user, params, body }) => ({
      statusCode: 200,
      body: await updateEntry(user.userId, collection, params.id ?? '', body),
    }),
  };
  const remove: EntriesActions[`DELETE /api/${EntryCollection}/{id}/`] = deleteAction(collection);
  return {
    [`GET /api/${collection}/`]: list,
    [`POST /api/${collection}/`]: create,
    [`PUT /api/${collection}/{id}/`]: update,
    [`DELETE /api/${collection}/{id}/`]: remove,
  } as CollectionActions<EntryCollection>;
}
