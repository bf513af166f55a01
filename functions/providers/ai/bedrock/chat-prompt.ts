// What the Bedrock chat tells the model: the rules of an answer (direct answer first, numbers with units, a short
// list of the entries behind it, a last "Sources:" line of their ids), and the entries and analyze mode's figures as
// fenced data, never instructions (S40).
import type { ChatRequest, ContextEntry, HealthFigures } from '../ai-port';
import { DATA_RULE, ENTRIES_TAG, FIGURES_TAG, nowLine } from './prompts';

export const ANALYZE_MODE_LINE = 'Mode: analyze my health.';
export const ANSWER_MODE_LINE = 'Mode: answer the question.';
export const SOURCES_PREFIX = 'Sources:';

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

/** Analyze mode's figures as one JSON object, fenced like the entries. */
export function figuresBlock(figures: HealthFigures): string {
  return `<${FIGURES_TAG}>\n${JSON.stringify(figures).replace(/</g, '\\u003c')}\n</${FIGURES_TAG}>`;
}

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
    FORM,
    `${DATA_RULE} The same holds for <${FIGURES_TAG}>.`,
    `The person's entries, newest first, one JSON object per line (id, type, category, time, text, notes, measures, subjects):\n` +
      entriesBlock(request.entries),
    ...(request.analyze && request.figures ? [`The computed figures:\n${figuresBlock(request.figures)}`] : []),
  ].join('\n\n');
}
