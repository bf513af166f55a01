// What an item is about, as canonical names (docs/MEASURES.md "subjects"): the lexicon words of the item's own
// type, singular, mapped to one name per thing (lexicon/subject-words.ts). Related data is about its type.
import { collectionOfCategory, typeLabel } from '../../../../shared/entry-types';
import { SUBJECTS_MAX } from '../../../../shared/schemas/measures';
import { ACTIVITY_WORDS, CONDITION_WORDS, FOOD_DRINK_WORDS, MOOD_WORDS, SLEEP_WORDS, SUPPLEMENT_WORDS } from '../lexicon/item-words';
import { NOT_SUBJECTS, SUBJECT_OF } from '../lexicon/subject-words';

const WORDS_OF: Readonly<Record<string, readonly string[]>> = {
  'food-drinks': FOOD_DRINK_WORDS,
  supplements: SUPPLEMENT_WORDS,
  'physical-activities': ACTIVITY_WORDS,
  sleep: SLEEP_WORDS,
  'mood-stress': MOOD_WORDS,
  'test-subjects': CONDITION_WORDS,
};
/** Related data with no name of its own gives no subject. */
const NAMELESS = new Set(['other', 'measurement']);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

const patterns = new Map<string, { pattern: RegExp; known: Set<string> }>();
function patternOf(collection: string) {
  let found = patterns.get(collection);
  if (!found) {
    const words = WORDS_OF[collection] ?? [];
    const sorted = [...words].sort((a, b) => b.length - a.length).map(escape);
    found = { pattern: new RegExp(`(?<![\\w-])(?:${sorted.join('|')})(?:s|es)?(?![\\w-])`, 'gi'), known: new Set(words) };
    patterns.set(collection, found);
  }
  return found;
}

/** The lexicon word a match stands for: as written, else without its plural ending. */
function singular(match: string, known: Set<string>): string {
  const word = match.toLowerCase().replace(/\s+/g, ' ');
  if (known.has(word)) return word;
  if (word.endsWith('es') && known.has(word.slice(0, -2))) return word.slice(0, -2);
  return word.endsWith('s') && known.has(word.slice(0, -1)) ? word.slice(0, -1) : word;
}

export function findSubjects(category: string, text: string): string[] {
  const collection = collectionOfCategory(category);
  if (collection === 'related-data') return NAMELESS.has(category) ? [] : [typeLabel(category).toLowerCase()];
  const { pattern, known } = patternOf(collection);
  const subjects = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const word = singular(match[0], known);
    if (!NOT_SUBJECTS.has(word)) subjects.add(SUBJECT_OF[word] ?? word);
  }
  return [...subjects].slice(0, SUBJECTS_MAX);
}
