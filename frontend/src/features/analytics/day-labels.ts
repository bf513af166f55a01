// The period's days as the person reads them. A day is a calendar date already in their zone ('2026-03-14'), so it is
// formatted as that date (read at UTC midnight), never shifted by the device's zone.
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(at(day));
}

/** An axis label: "Mar 14" for a short period, "Mar 2026" across a year. */
export const axisDay = (locale: string, periodDays: number) =>
  formatter(locale, periodDays > 90 ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' });

/** A table row or the chart's readout: "Sat, Mar 14". */
export const longDay = (locale: string) => formatter(locale, { weekday: 'short', month: 'short', day: 'numeric' });

/** "Feb 13 – Mar 14, 2026". */
export function periodText(first: string, last: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(at(first), at(last));
}
