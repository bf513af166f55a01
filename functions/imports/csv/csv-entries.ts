// A CSV file as a stream of ImportedEntry (docs/IMPORT.md "CSV"): the header decides between this app's own export
// and a generic file read through a mapping; every row becomes an entry the entries API accepts
// (entryRequestSchema), a problem naming the row, or a skipped user input. Preview and import both read this.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DateOrder } from '../../../shared/account-rules';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { ENTRY_COLLECTIONS } from '../../../shared/entry-types';
import { entryRequestSchema } from '../../../shared/schemas/entries';
import { isValidZone } from '../../../shared/time';
import { ordersOf } from './csv-dates';
import { MAPPED_FIELDS, type CsvMapping } from './csv-mapping';
import { suggestMapping } from './csv-suggest';
import { CSV_EMPTY, CsvImportError, csvRows, type CsvLimits, type CsvRow } from './csv-rows';
import { genericRow, type GenericContext, type RowResult } from './generic-row';
import { isOwnExport, ownExportRow } from './own-export-row';
import type { AppFormat } from '../apps/app-format';
import { recogniseApp } from '../apps/app-formats';

export interface CsvOptions {
  /** The person's IANA zone: a generic file's dates are read in it. */
  zone: string;
  /** Which header is which (a generic file), as the person chose it; without it the one suggested from the file. */
  mapping?: CsvMapping;
  /** The account's date order: how dates that read both ways are read when neither the mapping nor the file says. */
  dateOrder?: DateOrder;
  now?: Date;
  /** The file's limits: CSV_LIMITS unless a test sets smaller ones. */
  limits?: CsvLimits;
}

/** `nothing`: a row of another app's export that holds nothing to import (a habit not checked that day). */
export type CsvItem = { row: number } & ({ entry: ImportedEntry } | { problem: string } | { userInput: true } | { nothing: true });

export type CsvKind = 'app-export' | 'other-app' | 'generic';

export interface OpenedCsv {
  kind: CsvKind;
  /** Another app's export recognised by its header: its name ("Fitbit daily activity"). */
  app?: string;
  headers: string[];
  /** The mapping used (generic files), with the date order found in the first rows when none was given. */
  mapping?: CsvMapping;
  items: AsyncGenerator<CsvItem>;
}

/** Rows read ahead to suggest a mapping and find the date order when the mapping has none. */
const HEAD_ROWS = 1000;

export async function openCsv(input: Readable, options: CsvOptions): Promise<OpenedCsv> {
  if (!isValidZone(options.zone))
    throw new CsvImportError(`“${options.zone}” is not a time zone: choose one in Settings, Timezone Settings.`);
  const rows = csvRows(input, options.limits);
  const first = await rows.next();
  if (first.done) throw new CsvImportError(CSV_EMPTY);
  const headers = first.value.cells.map((h) => h.trim());
  const index = new Map(headers.map((h, i) => [h, i] as const));
  if (isOwnExport(headers)) return { kind: 'app-export', headers, items: ownItems(rows, index) };
  // A mapping the person chose reads the file as a generic one: the way out when an app's format reads it wrong.
  const app = options.mapping ? undefined : recogniseApp(headers);
  if (app) {
    const context = { zone: options.zone, now: (options.now ?? new Date()).getTime() };
    return { kind: 'other-app', app: app.name, headers, items: appItems(rows, headers, index, app, context) };
  }
  const head: CsvRow[] = [];
  while (head.length < HEAD_ROWS) {
    const next = await rows.next();
    if (next.done) break;
    head.push(next.value);
  }
  // The person's mapping replaces the suggestion: a column they left at "None" is not read.
  const mapping = (
    options.mapping
      ? { ...options.mapping }
      : suggestMapping(
          headers,
          head.map((row) => row.cells),
        )
  ) as CsvMapping;
  if (!mapping.date) throw new CsvImportError(`The file has no date column: choose which of its columns holds the date.`, headers);
  for (const field of MAPPED_FIELDS) {
    const header = mapping[field];
    if (header !== undefined && !index.has(header)) {
      throw new CsvImportError(`The file has no column “${header}”.`, headers);
    }
  }
  mapping.dateOrder ??= orderOf(head.map((row) => row.cells[index.get(mapping.date)!] ?? '')) ?? options.dateOrder;
  const context: GenericContext = { mapping, index, zone: options.zone, now: (options.now ?? new Date()).getTime() };
  return { kind: 'generic', headers, mapping, items: genericItems(head, rows, context) };
}

/** The one order the cells that read only one way agree on, or undefined. */
function orderOf(cells: string[]): DateOrder | undefined {
  const seen = new Set(
    cells
      .map((cell) => ordersOf(cell.trim().split(/[ T]/)[0]))
      .filter((orders) => orders.length === 1)
      .map((o) => o[0]),
  );
  seen.delete('YMD');
  return seen.size === 1 ? [...seen][0] : undefined;
}

async function* ownItems(rows: AsyncGenerator<CsvRow>, index: ReadonlyMap<string, number>): AsyncGenerator<CsvItem> {
  for await (const { row, cells } of rows) {
    const result = ownExportRow(row, cells, index);
    if ('userInput' in result) yield { row, userInput: true };
    else yield checked(row, result, result.id ? `export/${result.id}` : rowKey(cells));
  }
}

async function* appItems(
  rows: AsyncGenerator<CsvRow>,
  headers: readonly string[],
  index: ReadonlyMap<string, number>,
  app: AppFormat,
  context: { zone: string; now: number },
): AsyncGenerator<CsvItem> {
  const reader = app.open(headers, context);
  const items = (row: number, results: ReturnType<typeof reader.row>): CsvItem[] =>
    results.map((result) => ('problem' in result ? { row, problem: result.problem } : checked(row, result, `app/${app.id}/${result.key}`)));
  let last = 1;
  for await (const { row, cells } of rows) {
    last = row;
    const found = items(row, reader.row({ row, cells, get: (header) => (cells[index.get(header) ?? -1] ?? '').trim() }));
    yield* found.length > 0 ? found : [{ row, nothing: true as const }];
  }
  yield* items(last, reader.end?.() ?? []);
}

async function* genericItems(head: CsvRow[], rows: AsyncGenerator<CsvRow>, context: GenericContext): AsyncGenerator<CsvItem> {
  const seen = new Map<number, number>();
  const { date, time, type, details, value, unit, itemName } = context.mapping;
  // The item name joins the key only when mapped, so files mapped without one keep their keys.
  const keyed = [date, time, type, details, value, unit, ...(itemName === undefined ? [] : [itemName])];
  const fields = keyed.map((h) => (h === undefined ? -1 : context.index.get(h)!));
  const convert = ({ row, cells }: CsvRow): CsvItem => {
    const key = rowKey(fields.map((i) => (i < 0 ? '' : (cells[i] ?? '').trim())));
    // The same row twice in a file is two entries (two coffees that day): the n-th copy gets `#n`.
    const slot = parseInt(key.slice(-7), 16);
    const count = (seen.get(slot) ?? 0) + 1;
    seen.set(slot, count);
    return checked(row, genericRow(row, cells, context), count > 1 ? `${key}#${count}` : key);
  };
  for (const row of head) yield convert(row);
  for await (const row of rows) yield convert(row);
}

/** A row's content as a key: the same cells give the same key in any file. */
const rowKey = (cells: readonly string[]) => `row/${createHash('sha256').update(cells.join('\u0000')).digest('hex').slice(0, 32)}`;

/** One schema per entry type, made once: building it per row (zod compiles it) was most of a 100,000-row import. */
const SCHEMAS = new Map(ENTRY_COLLECTIONS.map((collection) => [collection, entryRequestSchema(collection)]));

function checked(row: number, result: RowResult, sourceKey: string): CsvItem {
  if ('problem' in result) return { row, problem: result.problem };
  const parsed = SCHEMAS.get(result.collection)!.safeParse(result.entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.filter((p) => p !== 'measures').join('.');
    return { row, problem: `Row ${row}: ${issue.message.startsWith(field) ? '' : `${field}: `}${issue.message}` };
  }
  return { row, entry: { collection: result.collection, entry: result.entry, source: 'csv', sourceKey } };
}
