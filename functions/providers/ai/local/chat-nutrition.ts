// Direct answers about what was eaten, from the food entries' nutrient measures (docs/NUTRITION.md "Asking about
// it"): "how much protein did I eat yesterday?" (the day's total), "how many calories this week on average?" (the
// average day over the days with food logged, never a day without food counted as 0, and how many days that is),
// "what was my biggest source of sugar?" (the foods that gave the most). Each answer says how many food entries have
// no numbers, and lists the entries behind it with their amounts.
import { formatNumber, NUTRIENTS, type NutrientName } from '../../../../shared/nutrition';
import { daysBetween, type QuestionPeriod } from '../../../../shared/question-period';
import { foodDays, hasNutrients, isFood } from '../chat-food-days';
import { bold, LISTED, plural, quoteEntry, within, wordsOf, type Answer, type DatedEntry } from './chat-entries';

/** The words that name a nutrient, checked in this order ("saturated fat" before "fat"). */
const NUTRIENT_WORDS: readonly [RegExp, NutrientName][] = [
  [/\b(calories|calorie|kcal|cals?|kilocalories)\b|\benergy (intake|from food)\b/, 'energy_kcal'],
  [/\bprotein\b/, 'protein_g'],
  [/\b(saturated|sat\.?) fats?\b/, 'sat_fat_g'],
  [/\b(carbs?|carbohydrates?)\b/, 'carbs_g'],
  [/\bfats?\b/, 'fat_g'],
  [/\b(fiber|fibre)\b/, 'fiber_g'],
  [/\bsugars?\b/, 'sugars_g'],
  [/\bsodium\b/, 'sodium_mg'],
  [/\bpotassium\b/, 'potassium_mg'],
  [/\bcalcium\b/, 'calcium_mg'],
  [/\biron\b/, 'iron_mg'],
  [/\bmagnesium\b/, 'magnesium_mg'],
  [/\bvitamin c\b/, 'vitamin_c_mg'],
  [/\bvitamin d\b/, 'vitamin_d_ug'],
  [/\bcholesterol\b/, 'cholesterol_mg'],
  [/\bcaffeine\b/, 'caffeine_mg'],
  [/\balcohol\b/, 'alcohol_g'],
];

/** Minerals and vitamins are also supplements: asked of food only with an eating word ("did I get from food"). */
const SUPPLEMENT_TOO: ReadonlySet<NutrientName> = new Set([
  'iron_mg',
  'magnesium_mg',
  'calcium_mg',
  'potassium_mg',
  'vitamin_c_mg',
  'vitamin_d_ug',
]);
const EATING = /\b(eat|ate|eaten|food|foods|diet|intake|meals?|sources?|consume|consumed)\b/;
/** Calories burned are an activity's, not food's. */
const BURNED = /\bburn(ed|t|ing)?\b/;

export type NutritionQuestion = { nutrient: NutrientName; kind: 'source' | 'average' | 'total' };

/** The nutrient a question asks about and what it asks of it; undefined when it is no question about intake. */
export function nutritionQuestion(query: string): NutritionQuestion | undefined {
  if (BURNED.test(query)) return undefined;
  const nutrient = NUTRIENT_WORDS.find(([pattern]) => pattern.test(query))?.[1];
  if (!nutrient) return undefined;
  if (SUPPLEMENT_TOO.has(nutrient) && !EATING.test(query)) return undefined;
  if (
    /\b(biggest|main|largest|top|most|highest)\b.*\bsources?\b|\bsources? of\b|\bwhere (did|does|do) (my|the)\b.*\bcome from\b|\bwhat gave me\b/.test(
      query,
    )
  )
    return { nutrient, kind: 'source' };
  if (/\b(average|avg|mean|per day|a day|daily|usually|typical)\b/.test(query)) return { nutrient, kind: 'average' };
  if (/\bhow (much|many)\b|\btotal\b|\bintake\b/.test(query)) return { nutrient, kind: 'total' };
  return undefined;
}

/** "82 g of protein", "1,850 kcal", "180 mg of caffeine". */
export function amountOf(nutrient: NutrientName, value: number): string {
  const def = NUTRIENTS[nutrient];
  return def.unit === 'kcal' ? `${formatNumber(value)} kcal` : `${formatNumber(value)} ${def.unit} of ${def.label.toLowerCase()}`;
}
const bare = (nutrient: NutrientName, value: number) => `${formatNumber(value)} ${NUTRIENTS[nutrient].unit}`;

/** "Based on 4 entries:" with each entry's amount of the nutrient; the ones without it after them. */
function listed(entries: DatedEntry[], nutrient: NutrientName, zone: string): string {
  const lines = entries.slice(0, LISTED).map((e) => {
    const value = e.measures?.[nutrient];
    return `${quoteEntry(e, zone)}${value === undefined ? ' (no numbers)' : `: ${bare(nutrient, value)}`}`;
  });
  if (entries.length > LISTED) lines.push(`- and ${entries.length - LISTED} more`);
  return [`Based on ${plural(entries.length, 'entry', 'entries')}:`, ...lines].join('\n');
}

function nutritionAnswerOf(sentences: string, used: DatedEntry[], nutrient: NutrientName, zone: string): Answer {
  return { text: used.length ? `${sentences}\n\n${listed(used, nutrient, zone)}` : sentences, used };
}

/** " 2 food entries have no numbers at all (…), so the true protein figure may be higher." */
function withoutNote(count: number, nutrient: NutrientName): string {
  if (count === 0) return '';
  return (
    ` ${plural(count, 'food entry has', 'food entries have')} no numbers at all (no match in the food table, or saved ` +
    `without them), so the true ${NUTRIENTS[nutrient].label.toLowerCase()} figure may be higher.`
  );
}

const sentenceStart = (text: string) => text[0].toUpperCase() + text.slice(1);

export function nutritionAnswer(all: DatedEntry[], question: NutritionQuestion, period: QuestionPeriod, zone: string): Answer {
  const { nutrient } = question;
  const food = within(all, period).filter(isFood);
  const name = NUTRIENTS[nutrient].label.toLowerCase();
  if (food.length === 0) return nutritionAnswerOf(`I found no food or drink entries ${period.label}.`, [], nutrient, zone);
  const withIt = food.filter((e) => e.measures?.[nutrient] !== undefined);
  // Entries with no numbers at all (no match in the table) are said; one with others but not this (a glass of water
  // asked for calories) has none of it to add.
  const none = food.filter((e) => !hasNutrients(e.measures));
  const without = none.length;
  if (withIt.length === 0) {
    return nutritionAnswerOf(
      `You logged ${plural(food.length, 'food or drink entry', 'food and drink entries')} ${period.label}, but none has a number for ${name}: ` +
        'choose a match from the food table or enter the numbers on each entry, and ask again.',
      food,
      nutrient,
      zone,
    );
  }
  if (question.kind === 'source') return sourceAnswer(withIt, without, nutrient, period, zone);
  const days = foodDays(withIt).filter((d) => d.totals[nutrient] !== undefined);
  const total = days.reduce((sum, d) => sum + d.totals[nutrient]!, 0);
  const ordered = [...withIt, ...none];
  if (days.length === 1 && (question.kind === 'total' || daysBetween(period.first, period.last) === 1)) {
    const on = period.first === period.last ? period.label : `on ${days[0].day}, the only day with food logged ${period.label}`;
    return nutritionAnswerOf(
      `You had ${bold(amountOf(nutrient, total))} ${on}, from ${plural(withIt.length, 'entry', 'entries')}.${withoutNote(without, nutrient)}`,
      ordered,
      nutrient,
      zone,
    );
  }
  const average = total / days.length;
  const values = days.map((d) => d.totals[nutrient]!);
  const low = days[values.indexOf(Math.min(...values))];
  const high = days[values.indexOf(Math.max(...values))];
  const span = daysBetween(period.first, period.last);
  const missing = span - days.length;
  const head =
    question.kind === 'total'
      ? `You had ${bold(amountOf(nutrient, total))} ${period.label} in all: ${bold(bare(nutrient, average))} a day on average`
      : `${sentenceStart(period.label)} you had ${bold(amountOf(nutrient, average))} a day on average`;
  return nutritionAnswerOf(
    `${head}, over the ${bold(plural(days.length, 'day'))} with food logged` +
      (missing > 0
        ? ` (of ${span}; ${plural(missing, 'day')} without food logged ${missing === 1 ? 'is' : 'are'} left out, not counted as 0)`
        : '') +
      `. Lowest ${bold(bare(nutrient, low.totals[nutrient]!))} on ${low.day}, highest ${bold(bare(nutrient, high.totals[nutrient]!))} on ${high.day}.` +
      withoutNote(without, nutrient),
    ordered,
    nutrient,
    zone,
  );
}

/** The foods that gave the most: entries of the same words added up, the largest first, with their share. */
function sourceAnswer(withIt: DatedEntry[], without: number, nutrient: NutrientName, period: QuestionPeriod, zone: string): Answer {
  const groups = new Map<string, { words: string; total: number; entries: DatedEntry[] }>();
  for (const entry of withIt) {
    const words = wordsOf(entry, 60);
    const key = words.toLowerCase();
    const group = groups.get(key) ?? { words, total: 0, entries: [] };
    group.total += entry.measures![nutrient]!;
    group.entries.push(entry);
    groups.set(key, group);
  }
  const ranked = [...groups.values()].filter((g) => g.total > 0).sort((a, b) => b.total - a.total);
  const name = NUTRIENTS[nutrient].label.toLowerCase();
  const total = ranked.reduce((sum, g) => sum + g.total, 0);
  if (ranked.length === 0 || total === 0)
    return nutritionAnswerOf(
      `None of your food entries ${period.label} had any ${name}.${withoutNote(without, nutrient)}`,
      withIt,
      nutrient,
      zone,
    );
  const share = (g: { total: number }) => `${Math.round((g.total / total) * 100)} %`;
  const [top, ...rest] = ranked;
  const times = (g: { entries: DatedEntry[] }) => (g.entries.length > 1 ? `, ${plural(g.entries.length, 'time')}` : '');
  const next = rest
    .slice(0, 2)
    .map((g) => `"${g.words}" (${bare(nutrient, g.total)}${times(g)})`)
    .join(' and ');
  const used = ranked.flatMap((g) => g.entries);
  return nutritionAnswerOf(
    `Your biggest source of ${name} ${period.label} was ${bold(`"${top.words}"`)}: ${bold(bare(nutrient, top.total))}${times(top)}, ` +
      `${share(top)} of the ${bare(nutrient, total)} in ${plural(withIt.length, 'entry', 'entries')} with numbers.` +
      (next ? ` Then ${next}.` : '') +
      withoutNote(without, nutrient),
    used,
    nutrient,
    zone,
  );
}
