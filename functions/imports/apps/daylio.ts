// Daylio's CSV export (docs/IMPORT.md "Other apps' exports"): one row per mood logged, at `full_date` and `time` (the
// year-less `date` and the weekday are not read). The mood word is kept and, for Daylio's five moods, its place on
// the 5-point scale becomes Tend's 1–10 mood; the activities become the entry's subjects; the note title and note
// (Daylio writes some HTML in notes) its notes.
import { NOTES_MAX } from '../../../shared/entry-limits';
import type { AppFormat, AppResult, AppRow, AppContext } from './app-format';
import { hasHeaders } from './app-format';
import { detailEntry, onTenPointScale } from './app-entries';
import { instantOf } from './app-rows';

/** Daylio's own five moods, worst to best (a renamed mood keeps its word and gets no number). */
export const DAYLIO_MOODS = ['awful', 'bad', 'meh', 'good', 'rad'] as const;

/** A Daylio mood word on Tend's 1–10 (awful 1, bad 3, meh 6, good 8, rad 10), or undefined for a renamed mood. */
export function daylioMood(word: string): number | undefined {
  const place = (DAYLIO_MOODS as readonly string[]).indexOf(word.trim().toLowerCase());
  return place < 0 ? undefined : onTenPointScale(place + 1, DAYLIO_MOODS.length);
}

/** A note as text: Daylio's `<br>` and paragraph tags become line breaks, other tags go, entities are read. */
export function plainNote(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const daylio: AppFormat = {
  id: 'daylio',
  name: 'Daylio',
  matches: (headers) => hasHeaders(headers, ['full_date', 'date', 'weekday', 'time', 'mood', 'activities']),
  open: (_headers, context) => ({ row: (row) => readRow(row, context) }),
};

function readRow(row: AppRow, context: AppContext): AppResult[] {
  const [date, time, word] = [row.get('full_date'), row.get('time'), row.get('mood')];
  if (!date && !word) return [];
  const at = instantOf(row.row, date, time, context);
  if (typeof at !== 'number') return [at];
  const activities = row
    .get('activities')
    .split('|')
    .map((activity) => activity.trim())
    .filter(Boolean);
  const mood = daylioMood(word);
  const notes = [row.get('note_title'), plainNote(row.get('note'))].filter(Boolean).join('\n\n').slice(0, NOTES_MAX);
  return [
    detailEntry('mood-stress', `${date}T${time}/${word}`, at, context, {
      details: [`Mood: ${word || 'not given'}`, activities.join(', ')].filter(Boolean).join(' · '),
      measures: mood ? { mood } : {},
      subjects: activities,
      notes,
    }),
  ];
}
