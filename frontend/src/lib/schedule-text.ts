// How a reminder's times and days are written wherever the app shows a schedule (Settings → Reminders, analytics, the
// doctor summary, the weekly report: docs/REMINDERS.md): "08:00, 21:30 · every day", "21:30 · weekdays", "08:00 ·
// Mon, Wed, Fri". The stored day names are the API's (sun … sat); a week is read Monday first.
export const DAY_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAY_ORDER)[number];
export const DAY_NAMES: Record<Day, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

export function daysText(days: readonly string[]): string {
  if (days.length === 7) return 'every day';
  if (days.length === 5 && !days.includes('sat') && !days.includes('sun')) return 'weekdays';
  return DAY_ORDER.filter((day) => days.includes(day))
    .map((day) => DAY_NAMES[day])
    .join(', ');
}

/** "08:00, 21:30 · every day": the times in order, then the days. */
export const scheduleText = (schedule: { times: readonly string[]; days: readonly string[] }) =>
  `${[...schedule.times].sort().join(', ')} · ${daysText(schedule.days)}`;
