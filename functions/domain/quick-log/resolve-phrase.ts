// A re-log phrase typed in the capture box answered from the person's own entries, for the review (docs/QUICK-LOG.md
// "Phrases"): no AI and no credit. "same breakfast as yesterday" reads that local day's food and drink entries (one
// GSI1 query); "my usual coffee" reads the favourites, then the recents' entries. Nothing is saved here.
import { quickLogTexts } from '../../../shared/quick-log';
import type { ExtractionAnswer, ReviewItem } from '../../../shared/schemas/ai-routes';
import type { RelogItem } from '../../../shared/schemas/quick-log';
import { dayBounds } from '../../../shared/time';
import { listEntries, type StoredEntry } from '../../data/entries';
import { listFavourites } from '../../data/favourites';
import { localMoment } from './local-clock';
import { dayOf, dayWords, mealOf, nowIn, phraseOf, todayAt, wordsMatch, type Phrase } from './phrases';
import { groupRecents, recentRelogEntries } from './recents';
import { relogItemOf } from './relog-item';

const MEAL_FIELDS = ['id', 'utc_time', 'details', 'notes', 'measures', 'subjects', 'nutrition'] as const;

const forReview = (item: RelogItem, calculated_time: string): ReviewItem => ({ ...item, calculated_time, duplicate_of: null });
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** That day's food and drink entries of the meal, in the order they were had, timed today. */
async function mealItems(userId: string, phrase: Extract<Phrase, { kind: 'meal' }>, zone: string, now: number) {
  const { start, end } = dayBounds(dayOf(phrase.day, now, zone), zone)!;
  const from = new Date(start).toISOString();
  const to = new Date(end).toISOString();
  const { entries } = await listEntries({
    userId,
    collection: 'food-drinks',
    from,
    to,
    limit: 50,
    newestFirst: false,
    fields: MEAL_FIELDS,
  });
  return entries.flatMap((entry: StoredEntry) => {
    const minutes = localMoment(Date.parse(entry.utc_time), zone).minutes;
    if (mealOf(`${entry.details ?? ''} ${entry.notes ?? ''}`, minutes) !== phrase.meal) return [];
    return [forReview(relogItemOf({ ...entry, collection: 'food-drinks' }), todayAt(minutes, now, zone))];
  });
}

/** The newest favourite the words match, else the recent item they match most often logged; at its usual time today. */
async function usualItem(userId: string, words: string[], zone: string, now: number) {
  const [favourites, entries] = await Promise.all([listFavourites(userId), recentRelogEntries(userId, now)]);
  const recents = groupRecents(entries, zone);
  const favourite = favourites
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .find((kept) => wordsMatch(words, kept.item.details));
  const recent = [...recents].sort((a, b) => b.count - a.count).find((item) => wordsMatch(words, item.item.details));
  const item = favourite?.item ?? recent?.item;
  if (!item) return [];
  const usual = recents.find((r) => r.key === (favourite?.key ?? recent?.key))?.usual_time;
  const time = usual ? todayAt(minutesOf(usual), now, zone) : nowIn(now, zone);
  return [forReview(item, time)];
}

/** The review's answer when the whole text is a re-log phrase; undefined when it is not one (the AI reads it then). */
export async function answerFromOwnEntries(
  userId: string,
  text: string,
  zone: string,
  now = Date.now(),
): Promise<ExtractionAnswer | undefined> {
  const phrase = phraseOf(text);
  if (!phrase) return undefined;
  const items = phrase.kind === 'meal' ? await mealItems(userId, phrase, zone, now) : await usualItem(userId, phrase.words, zone, now);
  if (items.length > 0) return { items, changes: [], unmatched: [] };
  const missing =
    phrase.kind === 'meal' ? quickLogTexts.noMeal(phrase.meal, dayWords(phrase.day)) : quickLogTexts.noUsual(phrase.words.join(' '));
  return { items: [], changes: [], unmatched: [missing] };
}
