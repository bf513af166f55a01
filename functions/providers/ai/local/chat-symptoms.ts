// "What was my headache like?", "how were my migraines this month?": an answer about that symptom over the period
// (the last 30 days unless the question names one): on how many days it came of the days logged, how bad (severity
// 0–4), at what times of day, and the latest; then its entries. Never a list of the day's entries.
import type { QuestionPeriod } from '../../../../shared/question-period';
import { CONDITION_WORDS } from '../lexicon/item-words';
import { answer, bold, plural, whenOf, within, type Answer, type DatedEntry } from './chat-entries';
import { forms, matching, round1 } from './chat-topics';

/** Where a symptom is written down: a symptom entry, a mood note, related data; not a medicine taken for it. */
const SYMPTOM_COLLECTIONS = new Set(['test-subjects', 'mood-stress', 'related-data']);
/** Longest first, so "back pain" is found before "pain". */
const CONDITIONS = CONDITION_WORDS.filter((word) => word !== 'symptom').sort((a, b) => b.length - a.length);

/** Subjects a symptom entry may carry that have answers of their own (sleep, mood, weight…). */
const OTHER_QUESTIONS = /^(sleep|mood|stress|energy|weight|tired|tiredness)$/;

/** The part of the day of an hour of the person's clock. */
const partOfDay = (hour: number) =>
  hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : hour >= 17 && hour < 22 ? 'evening' : 'night';

/** The symptom a question names: a symptom logged in the entries (by its subject), or a known condition word. */
export function symptomOf(query: string, entries: readonly DatedEntry[]): string | undefined {
  const logged = new Set(
    entries
      .filter((e) => e.collection === 'test-subjects')
      .flatMap((e) => e.subjects ?? [])
      .filter((subject) => !OTHER_QUESTIONS.test(subject)),
  );
  const text = query.toLowerCase();
  for (const name of [...logged, ...CONDITIONS]) {
    const found = name.includes(' ')
      ? text.includes(name)
      : (text.match(/[a-z][a-z0-9'-]*/g) ?? []).some((word) => forms(word).includes(name));
    if (found) return name;
  }
  return undefined;
}

export function symptomAnswer(all: DatedEntry[], symptom: string, period: QuestionPeriod, zone: string): Answer {
  const inPeriod = within(all, period);
  const found = matching(inPeriod, [symptom]).filter((e) => SYMPTOM_COLLECTIONS.has(e.collection));
  if (found.length === 0) return answer(`I found no entries about ${bold(symptom)} ${period.label}.`, [], zone);
  const days = new Set(found.map((e) => e.day));
  const logged = new Set(inPeriod.map((e) => e.day));
  const sentences = [
    `You had ${bold(symptom)} on ${bold(`${days.size} of the ${plural(logged.size, 'day')}`)} you logged ${period.label} ` +
      `(${plural(found.length, 'entry', 'entries')}).`,
  ];
  const rated = found.filter((e) => e.measures?.severity !== undefined);
  if (rated.length) {
    const values = rated.map((e) => e.measures!.severity!);
    const worst = rated.find((e) => e.measures!.severity === Math.max(...values))!;
    sentences.push(
      `Severity averaged ${bold(`${round1(values.reduce((a, b) => a + b, 0) / values.length)}/4`)} over ` +
        `${plural(rated.length, 'rated entry', 'rated entries')}, the worst ${bold(`${Math.max(...values)}/4`)} on ${worst.day}.`,
    );
  } else sentences.push('No entry rates how bad it was (severity 0–4).');
  const parts = new Map<string, number>();
  for (const entry of found) {
    const part = partOfDay(Number(whenOf(entry, zone).slice(11, 13)));
    parts.set(part, (parts.get(part) ?? 0) + 1);
  }
  const [most, ...others] = [...parts].sort((a, b) => b[1] - a[1]);
  const also = others.map(([part, n]) => `in the ${part} (${n})`).join(', ');
  const when =
    found.length === 1
      ? `In the ${bold(most[0])}.`
      : `Mostly in the ${bold(most[0])} (${most[1]} of ${found.length})${also ? `, also ${also}` : ''}.`;
  sentences.push(`${when} The latest was ${whenOf(found[0], zone)}.`);
  return answer(sentences.join(' '), found, zone);
}
