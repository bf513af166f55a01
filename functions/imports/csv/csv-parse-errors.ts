// What csv-parse's errors say in plain words (docs/IMPORT.md "CSV"): the parser's own text ("Quote Not Closed: the
// parsing is finished with an opening quote at line 3") is for developers, so each of its error codes becomes a
// sentence naming the row (as a spreadsheet numbers it: the header is row 1) and what to check. Never the library's text.

/** csv-parse's CsvError as far as it is read here: its code and where the parser was (records emitted so far). */
interface ParserError {
  code?: unknown;
  records?: unknown;
}

const SAVED_AS_CSV = 'check the file was saved as CSV (comma- or semicolon-separated text).';

/** The row the parser was reading when it stopped: the records it had finished, plus this one. */
function rowOf(error: ParserError): number | null {
  return typeof error.records === 'number' && Number.isInteger(error.records) && error.records >= 0 ? error.records + 1 : null;
}

/** The person's sentence for an error of the CSV parser (any other error: the file could not be read as CSV). */
export function csvParseErrorText(error: unknown, maxRecordChars: number): string {
  const parserError = (typeof error === 'object' && error !== null ? error : {}) as ParserError;
  const row = rowOf(parserError);
  const where = row === null ? 'A row' : `Row ${row}`;
  switch (parserError.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${where} has a quote (") that is never closed: ${SAVED_AS_CSV}`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return `${where} has a quote (") in the middle of a value: a quote inside a quoted value is written twice (""); ${SAVED_AS_CSV}`;
    case 'CSV_MAX_RECORD_SIZE':
      return (
        `${where} is longer than ${maxRecordChars.toLocaleString('en-US')} characters, more than a row of health data ` +
        `holds (a quote that is never closed makes the rest of the file one row): ${SAVED_AS_CSV}`
      );
    default:
      return `The file could not be read as CSV: ${SAVED_AS_CSV}`;
  }
}
