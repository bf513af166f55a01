// POST /{collection}/: stores one entry of a type (SPEC.md §7 "Logs"); answers the entry as stored.
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/log-types';
import type { LogEntry } from '@shared/schemas/logs';
import { api } from '@/lib/api-client';
import type { EntryRequest } from './entry-request';
import { collectionPath } from './paths';

export type CreateEntryRequest = EntryRequest & { user_input_log: string | null };

export const createEntry = (collection: EntryCollection, body: CreateEntryRequest) =>
  api.post<LogEntry>(collectionPath(collection), body);

export function useCreateEntry(collection: EntryCollection) {
  return useSWRMutation(['create-entry', collection], (_key, { arg }: { arg: CreateEntryRequest }) => createEntry(collection, arg));
}
