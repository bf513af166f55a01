// DELETE /{collection}/{id}/: removes one entry (docs/PRODUCT.md "Logs"); answers 204.
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/entry-types';
import { callApi } from '@/lib/call-api';
import { entryOperation } from './operations';

export const deleteEntry = (collection: EntryCollection, id: string): Promise<void> =>
  callApi(entryOperation(collection, 'delete'), { params: { id } });

export function useDeleteEntry(collection: EntryCollection) {
  return useSWRMutation(['delete-entry', collection], (_key, { arg }: { arg: string }) => deleteEntry(collection, arg));
}
