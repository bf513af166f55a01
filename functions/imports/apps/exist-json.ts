// One file of Exist's JSON archive (exist.io → Account → Export, "full JSON archive"; docs/IMPORT.md "Other apps'
// exports"): each attribute is its own file, `data_mood.json` (older archives `mood.json`, long ones split by year,
// `data_steps_2023.json`), holding `[{"date": "2024-03-25", "value": 6}, …]`. The attribute is named only by the file
// name, so it is read from it; each value goes through the Exist CSV reader as a one-attribute row, so a day imported
// from the CSV and from the JSON is the same entry. A file comes in through Data Import's "Full backup" choice, where
// a .json lands (functions/imports/job/file-units.ts hands a top-level array to this reader).
import { BackupImportError } from '../backup/backup-error';
import type { AppContext, AppResult } from './app-format';
import { exist } from './exist';

/** The largest Exist file read whole: a value a day is about 40 bytes, so 50 MB is thousands of years. */
export const EXIST_JSON_MAX_BYTES = 50 * 1024 * 1024;

/** `data_steps_2023.json` → `steps`; `mood.json` → `mood`. */
export function existAttributeOf(fileName: string): string {
  const base = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.json$/i, '')
    .toLowerCase();
  return base.replace(/^data_/, '').replace(/_(19|20)\d\d$/, '');
}

const NOT_EXIST =
  'This JSON file is neither this app’s backup nor a file of Exist’s JSON archive (a list of dates and values): choose the backup from Data Export, or an Exist file such as data_mood.json.';

/** The entries of one Exist attribute file and the values read; a BackupImportError (the job fails with its message) for a file of another shape. */
export function readExistJson(text: string, fileName: string, context: AppContext): { results: AppResult[]; records: number } {
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    throw new BackupImportError(NOT_EXIST);
  }
  if (!Array.isArray(values) || !values.every((item) => item && typeof item === 'object' && 'date' in item))
    throw new BackupImportError(NOT_EXIST);
  const attribute = existAttributeOf(fileName);
  const headers = ['date', attribute];
  const reader = exist.open(headers, context);
  const results = values.flatMap((item: { date: unknown; value?: unknown }, index) => {
    const cells = [String(item.date ?? ''), item.value === null || item.value === undefined ? '' : String(item.value)];
    return reader.row({
      row: index + 1,
      cells,
      get: (header) => (header === 'date' ? cells[0] : header === attribute ? cells[1].trim() : ''),
    });
  });
  return { results, records: values.length };
}
