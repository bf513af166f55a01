// A manual entry is two calls (SPEC.md §7 "Logs"): its user input first, then the entry pointing at it.
import useSWRMutation from 'swr/mutation';
import type { EntryCollection } from '@shared/log-types';
import type { UnitSystem } from '@shared/measures';
import type { LogEntry } from '@shared/schemas/logs';
import { createEntry } from './create-entry';
import { createUserInput } from './create-user-input';
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

/** POST /user-inputs/ with the manual-entry text, then POST /{collection}/ with user_input_log = that input's id. */
export async function createLog(collection: EntryCollection, draft: EntryDraft, zone: string, system: UnitSystem): Promise<LogEntry> {
  const input = await createUserInput({ raw_text: manualEntryText(draft), timezone: zone });
  return createEntry(collection, { ...entryRequest(collection, draft, zone, system), user_input_log: input.id });
}

export function useCreateLog(collection: EntryCollection) {
  return useSWRMutation(['create-log', collection], (_key, { arg }: { arg: { draft: EntryDraft; zone: string; system: UnitSystem } }) =>
    createLog(collection, arg.draft, arg.zone, arg.system),
  );
}
