// Direct answers about things done: "did I exercise yesterday?" (yes or no, and what), "how many days did I run in
// November?" (days, times, distance and time), "what did I eat today?", "when did I last run?", "average of …".
import type { QuestionPeriod } from '../../../../shared/question-period';
import { formatMeasure, type UnitSystem } from '../../../../shared/measures';
import { answer, bold, plural, titleOf, whenOf, within, wordsOf, type Answer, type DatedEntry } from './chat-entries';
import { firstNumber, matching, round1 } from './chat-topics';

/** "run", or the kind a word names ("exercise"): how the answer names what was asked about. */
const named = (words: string[]) => `"${words.join(' ')}"`;

/** Distance and time of the activities among the entries: "**12.5 km** and **1 h 35 min** in total". */
function totals(entries: DatedEntry[], units: UnitSystem): string {
  const active = entries.filter((e) => e.collection === 'physical-activities');
  const sum = (name: 'duration_min' | 'distance_km') => active.reduce((total, e) => total + (e.measures?.[name] ?? 0), 0);
  const parts = [
    sum('distance_km') > 0 ? bold(formatMeasure('distance_km', sum('distance_km'), units)) : '',
    sum('duration_min') > 0 ? bold(formatMeasure('duration_min', sum('duration_min'), units)) : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')} in total` : '';
}

/** What an entry was, short: "ran 5 km (30 min, 5 km)". */
const what = (entries: DatedEntry[]) =>
  entries
    .slice(0, 3)
    .map((e) => `"${wordsOf(e, 60)}"`)
    .join(', ') + (entries.length > 3 ? '; …' : '');

/** "Did I exercise yesterday?": yes with what and how much, or no with when it last happened. */
export function didAnswer(all: DatedEntry[], words: string[], period: QuestionPeriod, units: UnitSystem, zone: string): Answer {
  const found = matching(within(all, period), words);
  if (found.length === 0) {
    const last = matching(all, words)[0];
    const before = last ? ` The last one I have is from ${whenOf(last, zone)}: "${wordsOf(last, 120)}".` : '';
    return answer(`${bold('No')}: I found nothing about ${named(words)} ${period.label}.${before}`, last ? [last] : [], zone);
  }
  const total = totals(found, units);
  return answer(
    `${bold('Yes')}: ${bold(plural(found.length, 'entry', 'entries'))} ${period.label} (${what(found)})${total ? `, ${total}` : ''}.`,
    found,
    zone,
  );
}

/** "How many days did I run in November?" / "How many times…": the days and the times, with distance and time. */
export function countAnswer(
  all: DatedEntry[],
  words: string[],
  period: QuestionPeriod | undefined,
  units: UnitSystem,
  zone: string,
): Answer {
  const found = matching(within(all, period), words);
  const where = period ? ` ${period.label}` : ' in your recent entries';
  if (found.length === 0) return answer(`I found no entries about ${named(words)}${where}.`, [], zone);
  const days = new Set(found.map((e) => e.day)).size;
  const total = totals(found, units);
  return answer(
    `${bold(plural(found.length, 'time'))} on ${bold(plural(days, 'day'))}${where} (${named(words)})${total ? `: ${total}` : ''}.`,
    found,
    zone,
  );
}

export function lastAnswer(all: DatedEntry[], words: string[], zone: string): Answer {
  const found = matching(all, words)[0];
  if (!found) return answer(`I found no entry about ${named(words)} in your recent entries.`, [], zone);
  return answer(`The last time was ${whenOf(found, zone)}: "${wordsOf(found)}".`, [found], zone);
}

/** "What did I eat today?": how many, and what, in one sentence; the entries below it. */
export function whatAnswer(entries: DatedEntry[], collection: string | undefined, period: QuestionPeriod, zone: string): Answer {
  const found = collection ? entries.filter((e) => e.collection === collection) : entries;
  const label = collection ? titleOf(collection) : 'all kinds';
  if (found.length === 0) return answer(`I found no entries (${label}) ${period.label}.`, [], zone);
  const things = [...new Set(found.map((e) => `"${wordsOf(e, 60)}"`))];
  const list = things.slice(0, 6).join(', ') + (things.length > 6 ? `, and ${things.length - 6} more` : '');
  return answer(
    `${period.label[0].toUpperCase()}${period.label.slice(1)} you logged ${bold(plural(found.length, 'entry', 'entries'))} (${label}): ${list}.`,
    found,
    zone,
  );
}

/** The average of matching entries' values (a measure's value, else the first number in the words). */
export function averageAnswer(all: DatedEntry[], words: string[], period: QuestionPeriod | undefined, zone: string): Answer {
  const valued = matching(within(all, period), words)
    .map((e) => ({ e, value: e.measures?.value ?? firstNumber(String(e.text ?? '')), unit: e.measures?.unit }))
    .filter((v) => v.value !== undefined);
  const where = period ? ` ${period.label}` : '';
  if (valued.length === 0) return answer(`I found no entries about ${named(words)} with a number${where}.`, [], zone);
  const values = valued.map((v) => v.value!);
  const unit = valued.every((v) => v.unit === valued[0].unit) && valued[0].unit ? ` ${valued[0].unit}` : '';
  return answer(
    `The average of ${named(words)}${where} is ${bold(`${round1(values.reduce((a, b) => a + b, 0) / values.length)}${unit}`)} over ` +
      `${plural(values.length, 'value')} (lowest ${bold(Math.min(...values))}, highest ${bold(Math.max(...values))}).`,
    valued.map((v) => v.e),
    zone,
  );
}
