// RFC 4180 CSV with formula-injection defence (docs/SECURITY.md S32): one cell, one line, the byte-order mark. The server's
// export and the web app's CSV of daily series share it.

/** Excel reads the file as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * Spreadsheets run a cell that starts with one of these as a formula (OWASP's list: `=`, `+`, `-`, `@`, TAB, CR;
 * ASVS 5.0 1.2.10 adds NUL), and Excel and LibreOffice skip leading spaces and line breaks first: ` =1+1` and
 * `\n@SUM(1)` are formulas too. Any leading white space (`\s`: spaces, TAB, CR, LF, no-break and other Unicode
 * spaces) then one of the four, or a cell starting with TAB, CR, LF or NUL.
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r\n\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text is neutralised with a leading `'` when a spreadsheet would read it as a formula, then quoted when it
 * holds a comma, quote, CR or LF (quotes doubled). Numbers are the server's own (offsets like -300) and stay numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + CSV_LINE_END;
}
