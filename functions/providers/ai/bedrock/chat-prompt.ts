// What the Bedrock chat tells the model: the rules of an answer (direct answer first, numbers with units, a short
// list of the entries behind it, a last "Sources:" line of their ids), and the entries, the days of food intake the
// app summed from them (docs/NUTRITION.md "Asking about it") and the insights' figures (analyze mode, and a question
// about what goes with what or what to change: its findings and recommendations) and the experiments the question asks
// about as fenced data, never instructions (S40).
import { parseTimestamp, toZonedIso } from '../../../../shared/time';
import type { ChatRequest, ContextEntry, HealthFigures } from '../ai-port';
import { foodDays, isFood } from '../chat-food-days';
import { DATA_RULE, ENTRIES_TAG, FIGURES_TAG, nowLine } from './prompts';

export const ANALYZE_MODE_LINE = 'Mode: analyze my health.';
export const ANSWER_MODE_LINE = 'Mode: answer the question.';
export const SOURCES_PREFIX = 'Sources:';
export const FOOD_DAYS_TAG = 'food_days';
export const EXPERIMENTS_TAG = 'experiments';

/** The experiments the question asks about, one JSON object per line, fenced like the entries. */
export function experimentsBlock(experiments: NonNullable<ChatRequest['experiments']>): string {
  const lines = experiments.map((note) => JSON.stringify(note).replace(/</g, '\\u003c'));
  return `<${EXPERIMENTS_TAG}>\n${lines.join('\n')}\n</${EXPERIMENTS_TAG}>`;
}

/** How to answer about an experiment: its own answer, as given; none before its planned end. */
export const EXPERIMENTS_RULE =
  `<${EXPERIMENTS_TAG}> holds the person's planned self-experiments the question asks about. For an ended one (finished or ` +
  'stopped) quote its answer sentence as given: it is the result of the plan, with its interval and how many days ' +
  'followed it; never restate it with other numbers. A running one has no answer yet: say its day and condition (today) ' +
  'and that the answer comes at its planned end (end_date). A planned one starts on start_date.';

/** One JSON object per line; `<` is escaped inside JSON strings, so no entry can close the fence. */
export function entriesBlock(entries: ContextEntry[]): string {
  const lines = entries.map((entry) =>
    JSON.stringify({
      id: entry.id,
      type: entry.collection,
      category: entry.category,
      time: entry.calculated_timestamp,
      text: entry.text,
      notes: entry.notes,
      measures: entry.measures,
      subjects: entry.subjects,
    }).replace(/</g, '\\u003c'),
  );
  return `<${ENTRIES_TAG}>\n${lines.join('\n')}\n</${ENTRIES_TAG}>`;
}

/**
 * Each day with food logged, one JSON object per line: its food entries, how many have no nutrient numbers, and the
 * nutrients summed by the app; '' without food entries. The model quotes these sums instead of adding up itself.
 */
export function foodDaysBlock(entries: readonly ContextEntry[], zone: string): string {
  const dated = entries.filter(isFood).flatMap((entry) => {
    const at = parseTimestamp(entry.calculated_timestamp, zone);
    return at === undefined ? [] : [{ collection: entry.collection, day: toZonedIso(at, zone).slice(0, 10), measures: entry.measures }];
  });
  if (dated.length === 0) return '';
  const lines = foodDays(dated).map((d) =>
    JSON.stringify({ day: d.day, food_entries: d.entries, without_numbers: d.without_numbers, ...d.totals }),
  );
  return `<${FOOD_DAYS_TAG}>\n${lines.join('\n')}\n</${FOOD_DAYS_TAG}>`;
}

/** How to answer about intake: from the numbers, over days with food logged, saying what has none. */
export const INTAKE_RULE =
  'Food and drink entries carry their nutrients as measures named with their unit (energy_kcal, protein_g, carbs_g, fat_g, ' +
  `sugars_g, fiber_g, sodium_mg, caffeine_mg, alcohol_g, …). <${FOOD_DAYS_TAG}> holds each day with food logged: its food ` +
  'entries, how many of them have no numbers (without_numbers), and the nutrients the app summed. For "how much" and ' +
  '"on average" questions use those sums: an average is over the days with food logged, never count a day without food ' +
  'as 0, and say over how many days. Say how many entries have no numbers. For "biggest source" compare the entries\' ' +
  'own measures. Never estimate a nutrient an entry does not have.';

/** The insights' figures as one JSON object, fenced like the entries. */
export function figuresBlock(figures: HealthFigures): string {
  return `<${FIGURES_TAG}>\n${JSON.stringify(figures).replace(/</g, '\\u003c')}\n</${FIGURES_TAG}>`;
}

/**
 * How to answer a question about what goes with what, or what to change, from the figures' findings: the same
 * figures /analytics shows, never generic advice, and plainly when a factor has too few days or no finding.
 */
export const FINDINGS_RULE =
  `For a question about whether something goes with how the person sleeps or feels, or what to change, answer from <${FIGURES_TAG}>: ` +
  'name the factor, the outcome, the difference in words with its unit (sleep in hours and minutes, a score in points on its ' +
  "scale) and the days it rests on, from the finding's fields (factor, outcome, lag 1 = the day after, difference, days, " +
  'days_with, days_without), and cite its recommendations for what to change. When no finding names the factor, say so ' +
  'plainly: from factors[].days and min_days, "Not enough days yet: wine is logged on 3 days; a finding needs 5", or that ' +
  'it is logged on enough days with no clear difference, or that it is not logged. Never give generic advice instead, and ' +
  'say that a finding is what went together, not proof of a cause.';

const FORM =
  'Answer in plain text: first the direct answer in one or two sentences with numbers and their units, figures in **bold**; ' +
  'then a short list ("- " lines, at most 8, then "- and N more") of the entries behind it. No headings, tables, links or HTML. ' +
  'Write times as in the entries (ISO 8601 with the offset, 2026-11-21T08:00:00-05:00) and days as YYYY-MM-DD: the app shows ' +
  `them in the person's own format. End with one line "${SOURCES_PREFIX} " and the ids of the entries you used, comma ` +
  `separated, only ids from <${ENTRIES_TAG}> ("${SOURCES_PREFIX} none" when you used none).`;

export function chatSystemPrompt(request: ChatRequest): string {
  const units =
    request.units === 'us'
      ? 'Give distances in miles, weights in pounds and volumes in fluid ounces (the entries hold metric units: convert).'
      : 'Give measures in metric units (km, kg, ml), as the entries hold them.';
  const food = foodDaysBlock(request.entries, request.zone);
  const mode = request.analyze
    ? `${ANALYZE_MODE_LINE} <${FIGURES_TAG}> holds what the app computed from the entries for the period the question ` +
      "names: the health score and its parts, each measure's average with the days it rests on, findings (quote their " +
      'sentences as given, never add findings of your own) and what needs more days (say so honestly). State these figures; ' +
      'never recompute or invent a number. Then suggest what the person could try or track next. You are not a doctor: no ' +
      'diagnoses; suggest seeing one when something looks worrying.'
    : `${ANSWER_MODE_LINE} Answer from the entries below (what, when, how much, counts, averages, trends), using their ` +
      'measures first. If the entries do not hold the answer, say so; never invent entries.';
  return [
    `You are the assistant of a personal health tracker. ${nowLine(request.now, request.zone)} Give times in that zone. ${units}`,
    mode,
    ...(request.figures ? [FINDINGS_RULE] : []),
    ...(request.experiments?.length ? [EXPERIMENTS_RULE] : []),
    FORM,
    `${DATA_RULE} The same holds for <${FIGURES_TAG}>, <${FOOD_DAYS_TAG}> and <${EXPERIMENTS_TAG}>.`,
    `The person's entries, newest first, one JSON object per line (id, type, category, time, text, notes, measures, subjects):\n` +
      entriesBlock(request.entries),
    ...(food ? [INTAKE_RULE, `The days with food logged, oldest first:\n${food}`] : []),
    ...(request.figures ? [`The computed figures:\n${figuresBlock(request.figures)}`] : []),
    ...(request.experiments?.length ? [`The experiments asked about:\n${experimentsBlock(request.experiments)}`] : []),
  ].join('\n\n');
}
