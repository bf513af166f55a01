// DELETE /{collection}/{id}/: removes one entry (SPEC.md §7 "Logs"); answers 204.
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/log-types';
import { api } from '@/lib/api-client';
import { entryPath } from './paths';

export const deleteEntry = (collection: EntryCollection, id: string) => api.delete<void>(entryPath(collection, id));

export function useDeleteEntry(collection: EntryCollection) {
  return useSWRMutation(['delete-entry', collection], (_key, { arg }: { arg: string }) => deleteEntry(collection, arg));
}
