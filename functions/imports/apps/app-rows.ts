// What the app formats share to make an entry of a row (docs/IMPORT.md "Other apps' exports"): a date read as the
// generic CSV reads it, in the person's zone, a date without a time at noon (or now, when noon is still ahead), a
// number as apps write it, and the body's time fields.
import { isFutureInstant } from '../../../shared/future-time';
import { toZonedIso } from '../../../shared/time';
import { noonOf, readDate } from '../csv/csv-dates';
import type { AppContext } from './app-format';

/**
 * The instant of a date cell (and a time cell), or the problem naming the row: no date, or one in the future (the one
 * rule of every importer, shared/future-time.ts: a log is of the past). Day-first dates need `order`.
 */
export function instantOf(
  row: number,
  date: string,
  time: string | undefined,
  context: AppContext,
  order?: 'DMY' | 'MDY' | 'YMD',
): number | { problem: string } {
  const reading = readDate(date, time || undefined, context.zone, order);
  const shown = [date, time].filter(Boolean).join(' ');
  if ('problem' in reading) return { problem: `Row ${row}: “${shown}” is not a date.` };
  const ms = reading.hasTime ? reading.ms : noonOf(reading.ms, context.zone, context.now);
  return isFutureInstant(ms, context.now) ? { problem: `Row ${row}: “${shown}” is in the future: a log is of the past.` } : ms;
}

/** The time fields of an entry body at `ms` in the person's zone. */
export const timeFields = (ms: number, context: AppContext) => ({
  calculated_timestamp: toZonedIso(ms, context.zone),
  device_timezone: context.zone,
});

/** A number as apps write it: `1,234` or `1 234` (thousands), `72,5` (a decimal comma); undefined for '' or no number. */
export function numberOf(text: string): number | undefined {
  let cell = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!cell) return undefined;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell)) cell = cell.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(cell)) cell = cell.replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(cell)) cell = cell.replace(/\./g, '').replace(',', '.');
  const number = Number(cell);
  return Number.isFinite(number) ? number : undefined;
}
