// The rows of a CSV file read as a stream (docs/IMPORT.md "CSV"): csv-parse does RFC 4180 (quotes, quoted line
// breaks, CRLF) and drops the byte-order mark; this sniffs `,` or `;` (European Excel) from the first line and keeps
// the file within the documented limits, so memory stays bounded whatever the file.
import type { parse as Parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { csvParseErrorText } from './csv-parse-errors';

/** At most this many data rows, and this many bytes (docs/IMPORT.md): past them the file is refused. */
export const CSV_MAX_ROWS = 1_000_000;
export const CSV_MAX_BYTES = 2 * 1024 ** 3;
/** One record (a row with its quoted line breaks) may not pass this many characters: an unclosed quote stops here. */
const MAX_RECORD_CHARS = 1_000_000;

const sizeOf = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes.toLocaleString('en-US')} bytes`);

/** An empty file (or one of blank lines only): the message says what to choose instead. */
export const CSV_EMPTY = 'The file is empty: choose the CSV file the app exported, with its header row and data.';

/** Bad input: the message is for the person and names the row when there is one. */
export class CsvImportError extends Error {
  /** The file's columns, when the problem is which of them holds what (the person maps them in the preview). */
  constructor(
    message: string,
    readonly columns?: string[],
  ) {
    super(message);
  }
}

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
}

/** `;` when the first line has more semicolons than commas outside quotes, else `,`. */
export function sniffDelimiter(head: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The header (row 1) then every non-empty row, cells trimmed of nothing: the converters decide. */
export interface CsvLimits {
  maxRows: number;
  maxBytes: number;
}
export const CSV_LIMITS: CsvLimits = { maxRows: CSV_MAX_ROWS, maxBytes: CSV_MAX_BYTES };

export async function* csvRows(input: Readable, limits: CsvLimits = CSV_LIMITS): AsyncGenerator<CsvRow> {
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) throw new CsvImportError(CSV_EMPTY);
  const head = Buffer.isBuffer(first.value) ? first.value : Buffer.from(String(first.value));
  let bytes = 0;
  const counted = Readable.from(
    (async function* () {
      for (let chunk = head; ;) {
        bytes += chunk.length;
        if (bytes > limits.maxBytes)
          throw new CsvImportError(
            `The file is larger than ${sizeOf(limits.maxBytes)}, the most an import takes: split it into smaller files (by year, say) and import each.`,
          );
        yield chunk;
        const next = await chunks.next();
        if (next.done) return;
        chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
      }
    })(),
  );
  // Required here, not imported: the import job keeps csv-parse in a file beside its bundle (cdk/bundling.ts
  // separatePackages), read by CSV imports only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('csv-parse') as { parse: typeof Parse };
  const parser = counted.pipe(
    parse({
      bom: true,
      delimiter: sniffDelimiter(head.subarray(0, 64 * 1024).toString('utf8')),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARS,
    }),
  );
  counted.on('error', (error) => parser.destroy(error));
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (++count - 1 > limits.maxRows) {
        throw new CsvImportError(
          `The file has more than ${limits.maxRows.toLocaleString('en-US')} rows, the most an import takes: split it into smaller files (by year, say) and import each.`,
        );
      }
      yield { row: count, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvImportError) throw error;
    throw new CsvImportError(csvParseErrorText(error, MAX_RECORD_CHARS));
  }
}
