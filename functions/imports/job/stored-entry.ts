// An imported entry as it is stored: checked as the entries API checks a request, with an id of its own that is the same
// each time the same fact is imported (docs/IMPORT.md "Idempotent"), and its source kept beside it. Every importer's
// entries pass here, for the preview and for the write: one rule for all of them and the entries API, a log is of the
// past (shared/future-time.ts: at most the capture's hour of slack ahead).
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { DomainError, InvalidFields } from '../../platform/errors';
import type { StoredEntry } from '../../data/entries';
import { validEntryFields } from '../../domain/entry-fields';
import { refuseFuture } from '../../domain/entry-time';
import { hashedId } from '../../domain/hashed-id';
import { ENTRY_ID } from '../../domain/entry-id';

/**
 * A backup's entry and a row of this app's own CSV export keep their own id: a round trip restores the same entries.
 * Any other entry gets a ULID of its own time and a hash of its source and key: sorted by time as the app's ids are,
 * and the same for the same fact in any later import.
 */
export function importedId(item: ImportedEntry, utcMs: number): string {
  const own = item.source === 'backup' ? item.sourceKey : /^export\/(.+)$/.exec(item.sourceKey)?.[1];
  if (own && ENTRY_ID.test(own)) return own;
  return hashedId(utcMs, `${item.source}\u0000${item.sourceKey}`);
}

export class EntryProblem extends Error {}

/** The message a person can act on: which entry, which field, what is wrong (the domain's own words, no HTTP). */
function problemOf(item: ImportedEntry, error: unknown): EntryProblem {
  const when = item.entry.calculated_timestamp ?? 'no date';
  const fields = error instanceof InvalidFields ? Object.entries(error.fields).map(([field, [message]]) => `${field}: ${message}`) : [];
  const detail = fields.join('; ') || (error instanceof DomainError ? error.detail : String(error));
  return new EntryProblem(`${item.collection} of ${when}: ${detail}`);
}

export interface ImportedEntryContext {
  userId: string;
  now: string;
  /** A backup's photo: where the restored image is (the new owner's path), from its path in the backup. */
  imageUrl?: (backupPath: string) => string;
}

/** Throws EntryProblem for an entry the entries API would refuse (one more than an hour after `context.now` too). */
export function storedEntryOf(item: ImportedEntry, context: ImportedEntryContext): StoredEntry {
  let fields;
  try {
    fields = validEntryFields(item.collection, item.entry).fields;
    refuseFuture(fields, 'calculated_timestamp', Date.parse(context.now));
  } catch (error) {
    throw problemOf(item, error);
  }
  // Only a backup names its user inputs (restored from the same file); other sources have none.
  const userInputLog = item.source === 'backup' && ENTRY_ID.test(String(fields.user_input_log ?? '')) ? fields.user_input_log : null;
  const id = importedId(item, Date.parse(fields.utc_time));
  return {
    measures: {},
    subjects: [],
    userId: context.userId,
    collection: item.collection,
    id,
    created_at: context.now,
    updated_at: context.now,
    version: 1,
    ...fields,
    user_input_log: userInputLog,
    image_url: item.imagePath && context.imageUrl ? context.imageUrl(item.imagePath) : null,
    source: item.source,
    source_key: item.sourceKey,
  };
}
