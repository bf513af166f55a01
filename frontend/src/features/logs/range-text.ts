// What the date filter is showing, in words: the days are whole days in the chosen zone, both ends included.

function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  } catch {
    return date;
  }
}

export function rangeText({ start, end }: { start: string; end: string }, zone: string, locale: string): string {
  if (!start && !end) return 'Showing all entries, newest first.';
  const from = start && formatDay(start, locale);
  const to = end && formatDay(end, locale);
  const days =
    start && end ? (start === end ? `on ${from}` : `from ${from} through ${to}`) : start ? `from ${from} on` : `up to and including ${to}`;
  return `Showing entries ${days} (${zone} time), newest first.`;
}

/** What the list says when the chosen days hold no entry of the type (with no dates chosen, the list's own 'No entries yet.'). */
export function emptyRangeText({ start, end }: { start: string; end: string }, locale: string): string | undefined {
  if (!start && !end) return undefined;
  const from = start && formatDay(start, locale);
  const to = end && formatDay(end, locale);
  if (start && end) return start === end ? `No entries on ${from}.` : `No entries between ${from} and ${to}.`;
  return start ? `No entries from ${from} on.` : `No entries up to and including ${to}.`;
}
