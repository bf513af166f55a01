// The period a chat question names ("today", "last night", "this week", "last month", "in November", "in the last 10
// days"), as calendar days in the person's zone. The chat reads as many days of entries as the period needs, analyze
// mode picks the insights period from it, and the local chat keeps to it.
import { toZonedIso } from './time';

export interface QuestionPeriod {
  /** How an answer names it: "this week", "in November". */
  label: string;
  /** First and last calendar day (YYYY-MM-DD), inclusive. */
  first: string;
  last: string;
  /** A night's sleep counts for the morning one wakes up: "last night" is today's sleep, yesterday's everything else. */
  sleepFirst: string;
  sleepLast: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = new RegExp(`\\b(?:in|during|for|over|through)\\s+(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\b`);

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Calendar days from first to last, inclusive. */
export const daysBetween = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

const period = (label: string, first: string, last: string): QuestionPeriod => ({ label, first, last, sleepFirst: first, sleepLast: last });

/** The period the question names, or undefined when it names none. */
export function questionPeriod(query: string, zone: string, now: Date): QuestionPeriod | undefined {
  const text = query.toLowerCase();
  const today = toZonedIso(now.getTime(), zone).slice(0, 10);
  const [year, month] = today.split('-').map(Number);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const lastDays = /\b(?:last|past)\s+(\d{1,3})\s+days?\b/.exec(text);
  if (lastDays && +lastDays[1] > 0) return period(`in the last ${+lastDays[1]} days`, addDays(today, 1 - +lastDays[1]), today);
  if (/\blast night\b/.test(text))
    return { ...period('last night', addDays(today, -1), addDays(today, -1)), sleepFirst: today, sleepLast: today };
  if (/\btoday\b|\bthis morning\b|\btonight\b/.test(text)) return period('today', today, today);
  if (/\byesterday\b/.test(text)) return period('yesterday', addDays(today, -1), addDays(today, -1));
  if (/\bthis week\b/.test(text)) return period('this week', addDays(today, -weekday), today);
  if (/\blast week\b/.test(text)) return period('last week', addDays(today, -weekday - 7), addDays(today, -weekday - 1));
  if (/\bthis month\b/.test(text)) return period('this month', `${today.slice(0, 8)}01`, today);
  if (/\blast month\b/.test(text)) {
    const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
    return period('last month', `${y}-${pad(m)}-01`, lastDayOfMonth(y, m - 1));
  }
  const named = MONTH.exec(text);
  if (named) {
    const m = MONTHS.findIndex((name) => name.startsWith(named[1])) + 1;
    // The latest such month that has begun: in March, "in November" is last year's.
    const y = m > month ? year - 1 : year;
    const label = `in ${MONTHS[m - 1][0].toUpperCase()}${MONTHS[m - 1].slice(1)}${y === year ? '' : ` ${y}`}`;
    const last = lastDayOfMonth(y, m - 1);
    return period(label, `${y}-${pad(m)}-01`, last < today ? last : today);
  }
  return undefined;
}
