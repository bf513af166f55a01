// The app's one date format (docs/DATES.md): numeric day, month and four-digit year in the person's order, and the
// time on their clock. Their choice comes from the profile; without one, the zone's locale decides (SPEC.md §9).
import type { Clock, DateOrder } from '@shared/schemas/auth';

export { CLOCKS, DATE_ORDERS, type Clock, type DateOrder } from '@shared/account-rules';

export type DateFormat = { order: DateOrder; clock: Clock };

/** Each order's separator and an example, for Settings: '22/11/2026', '11/22/2026', '2026-11-22'. */
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  DMY: 'Day/month/year',
  MDY: 'Month/day/year',
  YMD: 'Year-month-day',
};

const localeDefaults = new Map<string, DateFormat>();

/** The order and clock a locale writes dates in (en-US: month/day/year, 12-hour; fr-FR: day/month/year, 24-hour). */
export function localeDateFormat(locale: string): DateFormat {
  let found = localeDefaults.get(locale);
  if (!found) {
    found = { order: 'MDY', clock: '12h' };
    try {
      const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).formatToParts(Date.UTC(2026, 10, 22));
      const letters = parts.map((part) => ({ day: 'D', month: 'M', year: 'Y' })[part.type as string] ?? '').join('');
      if (letters === 'DMY' || letters === 'MDY' || letters === 'YMD') found.order = letters;
      const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
      found.clock = hourCycle === 'h23' || hourCycle === 'h24' ? '24h' : '12h';
    } catch {
      // an unusable locale: en-US's
    }
    localeDefaults.set(locale, found);
  }
  return found;
}

/** The person's choices where made, the locale's for the rest. */
export function resolveDateFormat(locale: string, chosen?: { date_order?: DateOrder | null; clock?: Clock | null }): DateFormat {
  const fallback = localeDateFormat(locale);
  return { order: chosen?.date_order ?? fallback.order, clock: chosen?.clock ?? fallback.clock };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date (year, month 1-12, day) in the order: '22/11/2026', '11/22/2026', '2026-11-22'. */
export function dateText(year: number, month: number, day: number, order: DateOrder): string {
  const y = String(year).padStart(4, '0');
  if (order === 'YMD') return `${y}-${pad(month)}-${pad(day)}`;
  return order === 'DMY' ? `${pad(day)}/${pad(month)}/${y}` : `${pad(month)}/${pad(day)}/${y}`;
}

/** A wall time on the clock: '18:59' or '6:59 PM'. */
export function timeText(hour: number, minute: number, clock: Clock): string {
  if (clock === '24h') return `${pad(hour)}:${pad(minute)}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The English locale whose month-name forms ('22 Nov', 'Nov 22') follow the order, for charts and prose. */
export function textLocale(format: DateFormat): string {
  return format.order === 'DMY' ? 'en-GB' : 'en-US';
}

/** Intl's hour12 for forms built with Intl (month names), so they keep the person's clock. */
export const hour12Of = (format: DateFormat) => format.clock === '12h';
