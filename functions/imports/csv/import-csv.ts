// The CSV import's two calls (docs/IMPORT.md "CSV"): previewCsv reads the whole file once and says what would be
// created (counts per type, date range, the first problems) without writing; importCsv hands the entries over in
// batches with progress counts, and stops at the first bad row, which a preview shows before anything is written.
import type { Readable } from 'node:stream';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { PREVIEW_PROBLEMS } from '../../../shared/imports/import-limits';
import type { EntryCollection } from '../../../shared/entry-types';
import { openCsv, type CsvKind, type CsvOptions } from './csv-entries';
import type { CsvMapping } from './csv-mapping';
import { CsvImportError } from './csv-rows';

export { CsvImportError } from './csv-rows';
export type { CsvMapping } from './csv-mapping';

const SAMPLE_ENTRIES = 5;

export interface CsvPreview {
  kind: CsvKind;
  /** Another app's export recognised by its header: its name. */
  app?: string;
  columns: string[];
  /** The mapping the import would use (generic files): suggested from the headers, or the one given. */
  mapping?: CsvMapping;
  /** Data rows read (the header excluded). */
  rows: number;
  entries: number;
  byType: Partial<Record<EntryCollection, number>>;
  /** First and last entry time (calculated_timestamp, with its offset), or null without entries. */
  range: { first: string; last: string } | null;
  /** User inputs in this app's export: counted, not imported. */
  userInputs: number;
  problems: string[];
  problemCount: number;
  sample: ImportedEntry[];
}

/** `onEntry` sees each entry the preview counts (the job checks which are in the account already). */
export async function previewCsv(
  input: Readable,
  options: CsvOptions & { onEntry?: (entry: ImportedEntry) => Promise<void> },
): Promise<CsvPreview> {
  const csv = await openCsv(input, options);
  const preview: CsvPreview = {
    kind: csv.kind,
    ...(csv.app ? { app: csv.app } : {}),
    columns: csv.headers,
    ...(csv.mapping ? { mapping: csv.mapping } : {}),
    rows: 0,
    entries: 0,
    byType: {},
    range: null,
    userInputs: 0,
    problems: [],
    problemCount: 0,
    sample: [],
  };
  let [firstMs, lastMs, first, last] = [Infinity, -Infinity, '', ''];
  let lastRow = 1;
  for await (const item of csv.items) {
    // Another app's row may make several entries (or none): rows are counted once each.
    if (item.row > lastRow) [preview.rows, lastRow] = [preview.rows + 1, item.row];
    if ('nothing' in item) continue;
    if ('userInput' in item) preview.userInputs++;
    else if ('problem' in item) {
      if (preview.problemCount++ < PREVIEW_PROBLEMS) preview.problems.push(item.problem);
    } else {
      const { collection, entry } = item.entry;
      preview.entries++;
      preview.byType[collection] = (preview.byType[collection] ?? 0) + 1;
      if (preview.sample.length < SAMPLE_ENTRIES) preview.sample.push(item.entry);
      await options.onEntry?.(item.entry);
      const ms = Date.parse(entry.calculated_timestamp);
      if (ms < firstMs) [firstMs, first] = [ms, entry.calculated_timestamp];
      if (ms > lastMs) [lastMs, last] = [ms, entry.calculated_timestamp];
    }
  }
  return { ...preview, range: first ? { first, last } : null };
}

export interface CsvBatch {
  entries: ImportedEntry[];
  /** Data rows read so far (entries and skipped user inputs), for the progress bar. */
  rowsRead: number;
  entriesSoFar: number;
}

/** The entries in batches of `batchSize`; a bad row throws CsvImportError with its message. */
export async function* importCsv(input: Readable, options: CsvOptions & { batchSize?: number }): AsyncGenerator<CsvBatch> {
  const csv = await openCsv(input, options);
  const size = options.batchSize ?? 25;
  let batch: ImportedEntry[] = [];
  let [rowsRead, entriesSoFar] = [0, 0];
  for await (const item of csv.items) {
    rowsRead = item.row - 1;
    if ('problem' in item) throw new CsvImportError(item.problem);
    if ('userInput' in item || 'nothing' in item) continue;
    batch.push(item.entry);
    entriesSoFar++;
    if (batch.length >= size) {
      yield { entries: batch, rowsRead, entriesSoFar };
      batch = [];
    }
  }
  if (batch.length > 0 || rowsRead === 0) yield { entries: batch, rowsRead, entriesSoFar };
}
