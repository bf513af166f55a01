// The CSV import's two calls (docs/IMPORT.md "CSV"): previewCsv reads the whole file once and says what would be
// created (counts per type, date range, the problems grouped, what each column becomes, the first rows as entries)
// without writing; importCsv hands the entries over in batches with progress counts, and stops at the first bad row,
// which a preview shows before anything is written.
import type { Readable } from 'node:stream';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import type { EntryCollection } from '../../../shared/entry-types';
import { openCsv, type CsvKind, type CsvOptions } from './csv-entries';
import { columnUses, EXAMPLE_ROWS, exampleOf, type ColumnUse, type CsvExample } from './csv-explain';
import type { CsvMapping } from './csv-mapping';
import { ProblemGroups } from './csv-problems';
import { CsvImportError } from './csv-rows';

export { CsvImportError } from './csv-rows';
export type { CsvMapping } from './csv-mapping';
export type { CsvOptions } from './csv-entries';

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
  /** The problems' lines, alike problems grouped with their rows (csv-problems.ts). */
  problems: string[];
  /** Every problem, grouped or not (one per row but where another app's row has two). */
  problemCount: number;
  /** Of problemCount, those no listed line holds. */
  problemsUnlisted: number;
  /** What each column becomes (generic files; [] otherwise). */
  columnUses: ColumnUse[];
  /** The first entries as they will be saved. */
  examples: CsvExample[];
  sample: ImportedEntry[];
}

/**
 * `onEntry` sees each entry the preview counts (the job checks which are in the account already); a text it answers is
 * why the entries API would refuse the entry (a time in the future): the row's problem, grouped like any other.
 */
export async function previewCsv(
  input: Readable,
  options: CsvOptions & { onEntry?: (entry: ImportedEntry) => Promise<string | undefined> },
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
    problemsUnlisted: 0,
    columnUses: csv.mapping ? columnUses(csv.headers, csv.mapping) : [],
    examples: [],
    sample: [],
  };
  const problems = new ProblemGroups();
  let [firstMs, lastMs, first, last] = [Infinity, -Infinity, '', ''];
  let lastRow = 1;
  for await (const item of csv.items) {
    // Another app's row may make several entries (or none): rows are counted once each.
    if (item.row > lastRow) [preview.rows, lastRow] = [preview.rows + 1, item.row];
    if ('nothing' in item) continue;
    if ('userInput' in item) preview.userInputs++;
    else if ('problem' in item) problems.add(item.problem);
    else {
      const refused = await options.onEntry?.(item.entry);
      if (refused) {
        problems.add(`Row ${item.row}: ${refused}`);
        continue;
      }
      const { collection, entry } = item.entry;
      preview.entries++;
      preview.byType[collection] = (preview.byType[collection] ?? 0) + 1;
      if (preview.sample.length < SAMPLE_ENTRIES) preview.sample.push(item.entry);
      if (preview.examples.length < EXAMPLE_ROWS) preview.examples.push(exampleOf(item.row, item.entry));
      const ms = Date.parse(entry.calculated_timestamp);
      if (ms < firstMs) [firstMs, first] = [ms, entry.calculated_timestamp];
      if (ms > lastMs) [lastMs, last] = [ms, entry.calculated_timestamp];
    }
  }
  const grouped = { problems: problems.lines(), problemCount: problems.count, problemsUnlisted: problems.unlisted };
  return { ...preview, ...grouped, range: first ? { first, last } : null };
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
