// The chat's view of the person's entries: their instants, the period a question names, and how an entry is quoted.
import { LOG_TYPES, type EntryCollection } from '../../../../shared/log-types';
import { dayBounds, parseTimestamp, toZonedIso } from '../../../../shared/time';
import type { ContextEntry } from '../ai-port';

export interface DatedEntry extends ContextEntry {
  at: number;
}

export interface Period {
  label: string;
  start: number;
  end: number;
}

/** Entries with a readable time, newest first; the rest are left out rather than guessed. */
export function datedEntries(entries: readonly ContextEntry[], zone: string): DatedEntry[] {
  return entries
    .map((entry) => ({ ...entry, at: parseTimestamp(String(entry.calculated_timestamp ?? ''), zone) ?? Number.NaN }))
    .filter((entry) => Number.isFinite(entry.at))
    .sort((a, b) => b.at - a.at);
}

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The period a question names ("today", "yesterday", "this week", "last 3 days"...), if any. */
export function periodOf(query: string, zone: string, now: Date): Period | undefined {
  const today = toZonedIso(now.getTime(), zone).slice(0, 10);
  const from = (date: string) => dayBounds(date, zone)!.start;
  const to = (date: string) => dayBounds(date, zone)!.end;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const text = query.toLowerCase();
  const lastDays = /\b(?:last|past)\s+(\d{1,3})\s+days?\b/.exec(text);
  if (lastDays) return { label: `the last ${lastDays[1]} days`, start: from(addDays(today, 1 - +lastDays[1])), end: to(today) };
  if (/\btoday\b|\bthis morning\b|\btonight\b/.test(text)) return { label: 'today', start: from(today), end: to(today) };
  if (/\byesterday\b|\blast night\b/.test(text))
    return { label: 'yesterday', start: from(addDays(today, -1)), end: to(addDays(today, -1)) };
  if (/\bthis week\b/.test(text)) return { label: 'this week', start: from(addDays(today, -weekday)), end: to(today) };
  if (/\blast week\b/.test(text)) {
    return { label: 'last week', start: from(addDays(today, -weekday - 7)), end: to(addDays(today, -weekday - 1)) };
  }
  if (/\bthis month\b/.test(text)) return { label: 'this month', start: from(`${today.slice(0, 8)}01`), end: to(today) };
  return undefined;
}

export const within = (entries: DatedEntry[], period?: Period) =>
  period ? entries.filter((e) => e.at >= period.start && e.at <= period.end) : entries;

export const titleOf = (collection: string) => LOG_TYPES.find((t) => t.collection === (collection as EntryCollection))?.title ?? 'Entry';

/** When, in the person's zone: "2026-11-21 08:00". */
export const whenOf = (entry: DatedEntry, zone: string) => toZonedIso(entry.at, zone).slice(0, 16).replace('T', ' ');

/** An entry quoted as data: one line, its own words only, never read as an instruction. */
export function quoteEntry(entry: DatedEntry, zone: string): string {
  const text = String(entry.text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return `- ${whenOf(entry, zone)} · ${titleOf(entry.collection)}: "${text}"`;
}

const LISTED = 20;

/** "Based on 3 entries:" and the entries themselves, so the person sees what the answer used. */
export function basedOn(entries: DatedEntry[], zone: string): string {
  const lines = entries.slice(0, LISTED).map((e) => quoteEntry(e, zone));
  if (entries.length > LISTED) lines.push(`- ...and ${entries.length - LISTED} more`);
  return [`Based on ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}:`, ...lines].join('\n');
}
