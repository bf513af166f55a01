// PUT /{collection}/{id}/: saves an edited entry with the version it was loaded at (docs/PRODUCT.md §7; docs/FAULTS.md R02).
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/entry-types';
import type { UnitSystem } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { entryRequest, type EntryDraft } from './entry-request';
import { entryOperation } from './operations';

export interface UpdateEntryArgs {
  /** The entry as loaded: its id, its user input, the version the draft was edited from and its measures. */
  entry: Pick<Entry, 'id' | 'user_input_log' | 'version' | 'measures'>;
  draft: EntryDraft;
  zone: string;
  system: UnitSystem;
}

export function updateEntry(collection: EntryCollection, { entry, draft, zone, system }: UpdateEntryArgs): Promise<Entry> {
  const body = {
    ...entryRequest(collection, draft, zone, system, entry.measures),
    user_input_log: entry.user_input_log,
    version: entry.version,
  };
  return callApi(entryOperation(collection, 'update'), { params: { id: entry.id }, body });
}

/** A 409 answer: another tab saved the entry first; `current` is the entry as it is now. */
export interface VersionConflict {
  detail: string;
  current: Entry;
}

export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<VersionConflict> | undefined;
  if (!body || typeof body.current !== 'object' || body.current === null) return null;
  return { detail: typeof body.detail === 'string' && body.detail ? body.detail : error.message, current: body.current };
}

export function useUpdateEntry(collection: EntryCollection) {
  return useSWRMutation(['update-entry', collection], (_key, { arg }: { arg: UpdateEntryArgs }) => updateEntry(collection, arg));
}
