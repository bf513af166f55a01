// The app's one date format (docs/DATES.md): numeric day, month and four-digit year in the person's order, and the
// time on their clock. Their choice comes from the profile; without one, the zone's locale decides (docs/PRODUCT.md §9).
import type { DateFormat } from '@shared/date-text';
import type { DateOrder } from '@shared/account-rules';

export { CLOCKS, DATE_ORDERS, type Clock, type DateOrder } from '@shared/account-rules';

// The pure parts live in shared/, so the pages the API serves itself write dates the same way.
export { dateText, localeDateFormat, resolveDateFormat, timeText, type DateFormat } from '@shared/date-text';

/** Each order's separator and an example, for Settings: '22/11/2026', '11/22/2026', '2026-11-22'. */
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  DMY: 'Day/month/year',
  MDY: 'Month/day/year',
  YMD: 'Year-month-day',
};

/** The English locale whose month-name forms ('22 Nov', 'Nov 22') follow the order, for charts and prose. */
export function textLocale(format: DateFormat): string {
  return format.order === 'DMY' ? 'en-GB' : 'en-US';
}

/** Intl's hour12 for forms built with Intl (month names), so they keep the person's clock. */
export const hour12Of = (format: DateFormat) => format.clock === '12h';
