// What a question is about ("run", "coffee", "exercise") and which entries match it (by their words, subjects or
// type); hours of sleep written in an entry's words, for entries without measures.
import { ONE_TO_TWELVE } from '../../../../shared/number-words';
import type { DatedEntry } from './chat-entries';

const QUESTION_WORDS = new Set(
  (
    'how many much times time often did do does i my me the a an of in on at this last past week month today ' +
    'yesterday days day when what was is were have has had been number count average avg mean per and or for to go ' +
    'went get got take took log logged there any it all morning night tonight show list tell about can you please ' +
    'since with from entries entry usually far long ago trend during over through so january february march april ' +
    'june july august september october november december'
  ).split(' '),
);

/** Words that name a whole kind of entry rather than one thing. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  exercise: 'physical-activities',
  workout: 'physical-activities',
  activity: 'physical-activities',
  activities: 'physical-activities',
  train: 'physical-activities',
  eat: 'food-drinks',
  ate: 'food-drinks',
  food: 'food-drinks',
  meal: 'food-drinks',
  meals: 'food-drinks',
  drink: 'food-drinks',
  drank: 'food-drinks',
  supplement: 'supplements',
  supplements: 'supplements',
  medication: 'supplements',
  meds: 'supplements',
  pills: 'supplements',
  sleep: 'sleep',
  slept: 'sleep',
  nap: 'sleep',
  mood: 'mood-stress',
  stress: 'mood-stress',
  feel: 'mood-stress',
  felt: 'mood-stress',
  symptom: 'test-subjects',
  symptoms: 'test-subjects',
  sick: 'test-subjects',
};

const PAST: Readonly<Record<string, string[]>> = {
  run: ['ran', 'running'],
  swim: ['swam', 'swimming'],
  eat: ['ate', 'eaten', 'eating'],
  drink: ['drank', 'drinking'],
  sleep: ['slept', 'sleeping'],
  ride: ['rode'],
  take: ['took'],
  feel: ['felt'],
  meditate: ['meditated'],
  lift: ['lifted'],
  bike: ['biked', 'biking'],
  walk: ['walked', 'walking'],
  jog: ['jogged', 'jogging'],
  nap: ['napped', 'napping'],
};

/** The content words of a question: "how many times did I run this week" → ["run"]. */
export function topicWords(query: string): string[] {
  return (query.toLowerCase().match(/[a-z][a-z0-9'-]*/g) ?? []).filter((w) => !QUESTION_WORDS.has(w) && w.length > 1);
}

export function forms(word: string): string[] {
  // "swimming" → "swimm" → "swim"; "runs" → "run".
  const stem = word.replace(/(ing|ed|s)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return [word, stem, `${stem}s`, `${stem}ed`, `${stem}ing`, ...(PAST[word] ?? []), ...(PAST[stem] ?? [])].filter((w) => w.length > 1);
}

/** Entries that mention one of the words, or belong to the kind a word names ("exercise" → activities). */
export function matching(entries: DatedEntry[], words: string[]): DatedEntry[] {
  if (words.length === 0) return [];
  const patterns = words.map(
    (w) =>
      new RegExp(
        `\\b(?:${forms(w)
          .map((f) => f.replace(/[^a-z0-9]/g, '\\$&'))
          .join('|')})\\b`,
        'i',
      ),
  );
  const kinds = new Set(words.map((w) => KIND_WORDS[w]).filter(Boolean));
  return entries.filter(
    (e) =>
      kinds.has(e.collection) ||
      patterns.some((p) => p.test(String(e.text ?? '')) || (e.subjects ?? []).some((subject) => p.test(subject))),
  );
}

export const kindOf = (words: string[]): string | undefined => words.map((w) => KIND_WORDS[w]).find(Boolean);

const NUMBER_WORD = new RegExp(`\\b(${Object.keys(ONE_TO_TWELVE).join('|')})\\b`, 'g');

/** Hours in "slept 7 hours", "7.5h", "6 hrs 30 min", "seven hours"; undefined when none is written. */
export function sleepHours(text: string): number | undefined {
  const normal = text.toLowerCase().replace(NUMBER_WORD, (w) => String(ONE_TO_TWELVE[w]));
  const match = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)(?![a-z])(?:\s*(?:and\s*)?(\d{1,2})\s*(?:m|mins?|minutes?)?(?![a-z\d]))?/.exec(normal);
  if (match) return +match[1] + (match[2] ? +match[2] / 60 : 0);
  const minutes = /(\d+)\s*(?:mins?|minutes?)\b/.exec(normal);
  return minutes ? +minutes[1] / 60 : rangeHours(normal);
}

const CLOCK = String.raw`(\d{1,2})(?::(\d{2}))?\s*(am|pm)?`;
const RANGE = new RegExp(`\\b${CLOCK}\\s*(?:to|until|till|-)\\s*${CLOCK}`);

/** "from 11pm to 7am" → 8; a range over midnight wraps. */
function rangeHours(text: string): number | undefined {
  const match = RANGE.exec(text);
  const clockLike = match?.[3] || match?.[6] || (match?.[2] && match?.[5]);
  if (!match || !clockLike) return undefined;
  const minutesOf = (h: string, m: string | undefined, meridiem: string | undefined) =>
    ((+h % 12) + (meridiem === 'pm' ? 12 : 0) + (meridiem ? 0 : +h >= 12 ? 12 : 0)) * 60 + +(m ?? 0);
  const from = minutesOf(match[1], match[2], match[3] ?? (match[6] === 'am' ? 'pm' : match[6]));
  const to = minutesOf(match[4], match[5], match[6] ?? match[3]);
  const span = (to - from + 24 * 60) % (24 * 60);
  return span > 0 ? span / 60 : undefined;
}

/** The first number in an entry: the value to average ("weight 72.4 kg" → 72.4). */
export function firstNumber(text: string): number | undefined {
  const match = /-?\d+(?:\.\d+)?/.exec(text);
  return match ? +match[0] : undefined;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
