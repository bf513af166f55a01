// A time as export.xml writes it (docs/IMPORT.md "Apple Health"): "2026-03-01 08:00:00 +0100" is an instant and the
// wall clock the phone showed then. Day totals and nights are grouped by that wall clock, so a step day is the same
// fact whatever zone the person imports in. A time written without an offset ("2026-03-01 21:57:00") is read in the
// import's zone, and said so in the preview: it used to be read as UTC without a word.
import { offsetMinutes, parseTimestamp } from '../../../shared/time';

const MINUTE = 60_000;

export interface WrittenTime {
  ms: number;
  /** Minutes east of UTC the time was written with; for a time without one, the import zone's then. */
  offset: number;
  /** True when the text had no offset (read in the import's zone). */
  bare: boolean;
}

/** The offset after the seconds (or minutes): " +0100", "-05:00", "Z". A date alone has none. */
const OFFSET = /\d{2}(?:\.\d+)?\s*(?:([+-])(\d{2}):?(\d{2})|(Z))$/i;

/** The time of an attribute; undefined when it is missing or no date. */
export function writtenTime(text: string | undefined, zone: string): WrittenTime | undefined {
  if (!text) return undefined;
  const ms = parseTimestamp(text, zone);
  if (ms === undefined) return undefined;
  const match = OFFSET.exec(text.trim());
  if (!match) return { ms, offset: offsetMinutes(zone, ms), bare: true };
  const [, sign, hours, minutes] = match;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return { ms, offset, bare: false };
}

/** The wall clock of an instant written with `offset`, as if it were UTC (for its date and hour). */
export const wallOf = (ms: number, offset: number) => new Date(ms + offset * MINUTE);

/** YYYY-MM-DD of the wall clock. */
export const writtenDay = (ms: number, offset: number) => wallOf(ms, offset).toISOString().slice(0, 10);

/** The night a sleep sample belongs to, on the wall clock: noon to noon, named by the day the person wakes on. */
export const writtenNight = (ms: number, offset: number) => writtenDay(ms + 12 * 60 * MINUTE, offset);
