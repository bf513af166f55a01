// A manual entry is one call (issue 21, docs/LOGS.md): the entry with its user input's text, which the server writes
// together, sent with an Idempotency-Key kept for the action, so a retry never makes a second entry. (docs/PRODUCT.md §7's
// two calls, the user input first, still work on the server.)
import { useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/entry-types';
import type { UnitSystem } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { actionKeys, type ActionKeys } from '@/lib/idempotency-key';
import { createEntry } from './create-entry';
import { entryRequest, type EntryDraft } from './entry-request';

/**
 * The user input's raw_text for a manual entry, exactly:
 *   'Manual entry: ' + details                       (no notes)
 *   'Manual entry: ' + details + ' Notes: ' + notes  (with notes)
 * details and notes trimmed; for related data the details are the entry's name (item_name).
 */
export function manualEntryText(draft: Pick<EntryDraft, 'details' | 'notes'>): string {
  const details = draft.details.trim();
  const notes = draft.notes.trim();
  return notes ? `Manual entry: ${details} Notes: ${notes}` : `Manual entry: ${details}`;
}

/** POST /{collection}/ with the entry's fields and `user_input_text`, the manual-entry text of its user input. */
export async function createManualEntry(
  collection: EntryCollection,
  draft: EntryDraft,
  zone: string,
  system: UnitSystem,
  keys: ActionKeys = actionKeys(),
): Promise<Entry> {
  const body = { ...entryRequest(collection, draft, zone, system), user_input_text: manualEntryText(draft) };
  const created = await createEntry(collection, body, keys.headerFor({ collection, body }));
  keys.done();
  return created;
}

export function useCreateManualEntry(collection: EntryCollection) {
  // One key per entry being added: Add pressed again after an error sends the same request with the same key.
  const keys = useRef(actionKeys()).current;
  return useSWRMutation(
    ['create-manual-entry', collection],
    (_key, { arg }: { arg: { draft: EntryDraft; zone: string; system: UnitSystem } }) =>
      createManualEntry(collection, arg.draft, arg.zone, arg.system, keys),
  );
}
