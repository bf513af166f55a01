// What the date filter is showing, in words: the days are whole days in the chosen zone, both ends included, written
// in the app's one date format (docs/DATES.md).
import { formatDate as formatDay, type DateFormat } from '@/lib/time-zone';

export function rangeText({ start, end }: { start: string; end: string }, zone: string, format: DateFormat): string {
  if (!start && !end) return 'Showing all entries, newest first.';
  const from = start && formatDay(start, format);
  const to = end && formatDay(end, format);
  const days =
    start && end ? (start === end ? `on ${from}` : `from ${from} through ${to}`) : start ? `from ${from} on` : `up to and including ${to}`;
  return `Showing entries ${days} (${zone} time), newest first.`;
}

/** What the list says when the chosen days hold no entry of the type (with no dates chosen, the list's own 'No entries yet.'). */
export function emptyRangeText({ start, end }: { start: string; end: string }, format: DateFormat): string | undefined {
  if (!start && !end) return undefined;
  const from = start && formatDay(start, format);
  const to = end && formatDay(end, format);
  if (start && end) return start === end ? `No entries on ${from}.` : `No entries between ${from} and ${to}.`;
  return start ? `No entries from ${from} on.` : `No entries up to and including ${to}.`;
}
