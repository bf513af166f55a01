// Calendar days as 'YYYY-MM-DD' strings: checking one, moving by whole days, listing a range.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days checked already: the statistics ask for the same few hundred days many thousand times a report. */
const known = new Map<string, number>();
const KNOWN_MAX = 10_000;

function toMs(day: string): number {
  const cached = known.get(day);
  if (cached !== undefined) return cached;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!DAY_PATTERN.test(day) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  }
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(day, ms);
  return ms;
}

/** Throws a RangeError unless `day` is a real 'YYYY-MM-DD' date. */
export function checkDay(day: string): void {
  toMs(day);
}

/** Days since 1970-01-01: consecutive days are consecutive numbers. */
export function dayNumber(day: string): number {
  return toMs(day) / DAY_MS;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(toMs(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toMs(from), end = toMs(to); ms <= end; ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}
