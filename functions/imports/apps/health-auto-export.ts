// Health Auto Export's CSV (the iOS app that writes Apple Health data as CSV; docs/IMPORT.md "Other apps' exports"):
// `Date` (or `Date/Time`) and one column per metric named `Name (unit)` or `Name [part] (unit)`, a row per day in its
// default aggregation (per hour in an hourly one). The metrics Tend has a place for become entries with their
// measures (health-auto-export-metrics.ts), each keyed by the metric and the Date cell; other columns are dropped.
import type { AppContext, AppFormat, AppResult, AppRow } from './app-format';
import { instantOf } from './app-rows';
import { numberOf } from './app-rows';
import { METRIC_NAMES, metricEntries, type MetricCells } from './health-auto-export-metrics';

const METRIC_HEADER = /^(.+?)(?: \[(.+?)\])? \(([^()]*(?:\([^()]*\))?[^()]*)\)$/;
const DATE_HEADERS = ['Date', 'Date/Time'];

/** `Sleep Analysis [Asleep] (hr)` → { name: 'Sleep Analysis', part: 'Asleep', unit: 'hr' }. */
export function metricHeader(header: string): { name: string; part?: string; unit: string } | undefined {
  const match = METRIC_HEADER.exec(header.trim());
  return match ? { name: match[1], part: match[2], unit: match[3] } : undefined;
}

export const healthAutoExport: AppFormat = {
  id: 'health-auto-export',
  name: 'Health Auto Export (Apple Health)',
  matches: (headers) => DATE_HEADERS.includes(headers[0]) && headers.some((header) => METRIC_NAMES.has(metricHeader(header)?.name ?? '')),
  open(headers, context) {
    const columns = headers.flatMap((header) => {
      const parsed = metricHeader(header);
      return parsed && METRIC_NAMES.has(parsed.name) ? [{ header, ...parsed }] : [];
    });
    return { row: (row) => readRow(row, headers[0], columns, context) };
  },
};

type Column = { header: string; name: string; part?: string; unit: string };

function readRow(row: AppRow, dateHeader: string, columns: readonly Column[], context: AppContext): AppResult[] {
  const cells: MetricCells = new Map();
  const problems: AppResult[] = [];
  for (const column of columns) {
    const text = row.get(column.header);
    if (!text) continue;
    const value = numberOf(text);
    if (value === undefined) problems.push({ problem: `Row ${row.row}: “${text}” under ${column.header} is not a number.` });
    else cells.set(column.part ? `${column.name} [${column.part}]` : column.name, { value, unit: column.unit });
  }
  if (problems.length > 0) return problems;
  if (cells.size === 0) return [];
  // A day is written `2024-03-10 00:00:00`: a day, put at noon like any date without a time.
  const date = row.get(dateHeader).replace(/[ T]00:00(:00)?( [+-]\d{4})?$/, '');
  const at = instantOf(row.row, date, undefined, context);
  if (typeof at !== 'number') return [at];
  return metricEntries(cells, date, at, context);
}
