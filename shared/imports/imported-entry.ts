// What every importer (Apple Health, CSV, full backup: issue 14, docs/IMPORT.md) turns a file into: an entry as the
// logs API would take it for its collection (shared/schemas/entries.ts entryRequestSchema), plus where it came from.
// `source` and `sourceKey` make an import idempotent: the same file imported twice writes each entry once.
import type { DetailEntryRequest, RelatedEntryRequest } from '../schemas/entries';
import type { EntryCollection } from '../entry-types';

export const IMPORT_SOURCES = ['apple-health', 'csv', 'backup'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export interface ImportedEntry {
  collection: EntryCollection;
  /** The body the entries API would accept for `collection` (calculated_timestamp with its offset, device_timezone, …). */
  entry: DetailEntryRequest | RelatedEntryRequest;
  source: ImportSource;
  /**
   * Stable for the same fact in the same source, whatever the file it came in: e.g. `steps/2026-03-01` for a day's
   * steps, `workout/<start ISO>/<type>`, a CSV row's date, type and text, a backup's entry id.
   */
  sourceKey: string;
  /** A backup's entry with a photo: the image's path in the backup (`images/<its owner>/<id>.<ext>`), restored beside it. */
  imagePath?: string;
}
