// The period's days as the person reads them. A day is a calendar date already in their zone ('2026-03-14'), so it is
// formatted as that date (read at UTC midnight), never shifted by the device's zone. Month names are English and in
// the person's date order (docs/DATES.md): '14 Mar' for day-month-year, 'Mar 14' otherwise. A period (first – last
// day) is numeric, through the one formatter: formatDateRange of '@/lib/time-zone'.
import { textLocale, type DateFormat } from '@/lib/time-zone';

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

function formatter(format: DateFormat, options: Intl.DateTimeFormatOptions) {
  const intl = new Intl.DateTimeFormat(textLocale(format), { ...options, timeZone: 'UTC' });
  return (day: string) => intl.format(at(day));
}

/** An axis label: "Mar 14" for a short period, "Mar 2026" across a year. */
export const axisDay = (format: DateFormat, periodDays: number) =>
  formatter(format, periodDays > 90 ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' });

/** A table row or the chart's readout: "Sat, Mar 14" ("Sat 14 Mar"). */
export const longDay = (format: DateFormat) => formatter(format, { weekday: 'short', month: 'short', day: 'numeric' });
