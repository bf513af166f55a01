// "Does wine affect my sleep?", "what affects my mood?", "what should I change to sleep better?": answered from the
// insights engine's findings and recommendations the use case gives (the figures /analytics shows), never from a
// summary of entries. A finding is said in parts (chat-finding-words.ts); a factor the person names that has too few
// days, or no finding, is said plainly (docs/AI.md "Chat").
import type { ChatCite } from '../../../../shared/schemas/ai';
import type { FigureFinding, HealthFigures } from '../ai-port';
import { answer, bold, plural, type Answer, type DatedEntry } from './chat-entries';
import { AMOUNTS, findingPhrase, isAmount, notEnoughDays, outcomeOf, OUTCOMES, outcomeSays } from './chat-finding-words';
import { forms, matching } from './chat-topics';

/** At most this many findings are stated, and the days of each cited. */
const FINDINGS_SHOWN = 5;
const DAYS_CITED = 30;
const NOT_CAUSE = 'This is what went together in your own entries, not proof that one causes the other, and not medical advice.';
const NOT_ADVICE = 'This is from your own figures, not medical advice.';
const NIGHT_BEFORE = 'sleep the night before';

/** What a question names, as the engine calls it: the outcomes, the factors named by their own word, the amounts. */
export interface Asked {
  outcomes: string[];
  /** Subjects named by their own word ("wine", "running"). */
  named: string[];
  /** Amounts a word stands for ("wine" → alcohol (g), "exercise" → activity minutes). */
  amounts: string[];
}

const wordsOf = (text: string) => text.match(/[a-z][a-z0-9'-]*/g) ?? [];

/** Whether the text names `name` ("red wine", "coffee") in any of its words' forms ("runs" ~ "running"). */
function names(text: string, name: string): boolean {
  const lower = name.toLowerCase();
  if (/[^a-z0-9'-]/.test(lower)) return new RegExp(`\\b${lower.replace(/[^a-z0-9 ]/g, '\\$&')}s?\\b`).test(text);
  return wordsOf(text).some((word) => forms(word).includes(lower) || forms(lower).includes(word));
}

/** The outcomes and factors a question names, among those the figures know. */
export function askedIn(query: string, figures: HealthFigures): Asked {
  const text = query.toLowerCase();
  const symptoms = new Set([
    ...(figures.symptoms ?? []).map((s) => s.name),
    ...figures.findings.map((f) => f.outcome ?? '').filter((o) => o && !outcomeOf(o)),
  ]);
  let outcomes = [
    ...Object.keys(OUTCOMES).filter((name) => OUTCOMES[name].asked.test(text)),
    ...[...symptoms].filter((symptom) => names(text, symptom)),
  ];
  let amounts = Object.keys(AMOUNTS).filter((name) => AMOUNTS[name].test(text));
  // "Does sleep affect my mood?": sleep before the verb is the night before, a factor, when another outcome is named.
  const other = outcomes.some((o) => !o.startsWith('sleep'));
  if (amounts.includes(NIGHT_BEFORE) && other) outcomes = outcomes.filter((o) => !o.startsWith('sleep'));
  else amounts = amounts.filter((a) => a !== NIGHT_BEFORE);
  const known = new Set([...(figures.factors ?? []).map((f) => f.name), ...figures.findings.map((f) => f.factor ?? '')]);
  const named = [...known].filter((name) => name && !isAmount(name) && !symptoms.has(name) && !outcomeOf(name) && names(text, name));
  const unknown = named.length || amounts.length ? undefined : unknownFactor(text);
  return { outcomes, named: unknown ? [unknown] : named, amounts };
}

/** Words around a factor that are not the factor: "does eating late chocolate affect…" → "chocolate". */
const NOT_FACTOR = new Set('my a an the eating drinking having taking doing late too much many more less being'.split(' '));

/** The factor of "does chocolate affect my mood?" when the figures know nothing of it: it was never logged. */
function unknownFactor(text: string): string | undefined {
  const said =
    /^(?:does|do|did|is|are|can|could|would) (.+?) (?:affect|effect|impact|influence|help|hurt|cause|trigger|make|give|go with|link|relate)/.exec(
      text,
    );
  const words = wordsOf(said?.[1] ?? '').filter((word) => !NOT_FACTOR.has(word));
  if (!words.length || Object.values(OUTCOMES).some((o) => o.asked.test(words.join(' ')))) return undefined;
  return words.join(' ');
}

/** A follow-up's own outcome or factors, else the previous question's ("and coffee?" after "does wine affect my sleep?"). */
export function withPrevious(asked: Asked, previous: Asked): Asked {
  const factors = asked.named.length + asked.amounts.length > 0;
  return {
    outcomes: asked.outcomes.length ? asked.outcomes : previous.outcomes,
    named: factors ? asked.named : previous.named,
    amounts: factors ? asked.amounts : previous.amounts,
  };
}

const dayCites = (findings: readonly FigureFinding[]): ChatCite[] =>
  findings.flatMap((f) => (f.collection ? f.factor_days.slice(-DAYS_CITED).map((date) => ({ collection: f.collection!, date })) : []));

/** What is said of a factor the question names that no finding names: not logged, too few days, or no finding. */
function withoutFinding(factor: string, outcomes: readonly string[], figures: HealthFigures): string {
  const period = `your last ${figures.days} days`;
  const outcome = outcomes.length ? outcomeSays(outcomes[0]) : 'how you slept or felt';
  const logged = (figures.factors ?? []).find((f) => f.name === factor);
  // An amount is counted from the entries' numbers (caffeine after 14:00): not being listed is not "never logged".
  if (!logged && isAmount(factor)) return `No finding: ${bold(factor)} and ${outcome} did not clearly go together in ${period}.`;
  if (!logged) return `You have not logged ${bold(factor)} in ${period}, so there is nothing to compare yet.`;
  const short = notEnoughDays(factor, logged.days, outcome, figures);
  if (short) return short;
  const days = `${bold(factor)} is logged on ${bold(plural(logged.days, 'day'))} in ${period}`;
  const hint = figures.needs_more_days.find((n) => n.includes(factor) && (!outcomes.length || outcomes.some((o) => n.includes(o))));
  if (hint) return `Not enough days yet: ${days}. ${hint}`;
  return `No finding: ${days}, and ${outcome} was not clearly different with it or without it.`;
}

/** The recommendations from the findings shown, or from the score part of the outcome asked about; all when none is. */
function recommendationsFor(figures: HealthFigures, shown: readonly FigureFinding[], outcomes: readonly string[]): string[] {
  const sources = new Set([...shown.map((f) => f.factor ?? ''), ...outcomes.map((o) => outcomeOf(o)?.part ?? '')]);
  return (figures.recommendations ?? []).filter((r) => !outcomes.length || sources.has(r.source)).map((r) => r.text);
}

/** The answer to a question about what goes with what (`advice`: and what to change). */
export function findingsAnswer(asked: Asked, advice: boolean, figures: HealthFigures, entries: DatedEntry[], zone: string): Answer {
  const factors = [...asked.named, ...asked.amounts];
  const fits = (f: FigureFinding) =>
    (!asked.outcomes.length || asked.outcomes.includes(f.outcome ?? '')) && (!factors.length || factors.includes(f.factor ?? ''));
  const shown = figures.findings.filter(fits).slice(0, FINDINGS_SHOWN);
  const period = `your last ${figures.days} days (${figures.first_day} to ${figures.last_day})`;
  const about = asked.outcomes.length ? outcomeSays(asked.outcomes[0]) : 'how you sleep and feel';
  const lines: string[] = [];
  // A factor named by its own word (else the amount a word stands for) that no finding shown names gets its own line,
  // first when no finding names what was asked ("coffee": too few days; caffeine after 14:00 comes after, as related).
  const own = asked.named.length ? asked.named : shown.length ? [] : asked.amounts;
  const unshown = own.filter((factor) => !shown.some((f) => f.factor === factor));
  const statuses = unshown.map((factor) => withoutFinding(factor, asked.outcomes, figures));
  const direct = !asked.named.length || shown.some((f) => asked.named.includes(f.factor ?? ''));
  if (!direct) lines.push(...statuses, '');
  const from = direct ? `From ${period}` : `Related, from ${period}`;
  if (shown.length === 1) lines.push(`${from}: ${findingPhrase(shown[0])}`);
  else if (shown.length > 1) lines.push(`${from}:`, ...shown.map((f) => `- ${findingPhrase(f)}`));
  if (direct) lines.push(...statuses);
  if (!shown.length && !unshown.length) {
    lines.push(`No finding about ${about} in ${period}: nothing you logged went clearly with it yet.`);
    const hints = figures.needs_more_days.filter((n) => !asked.outcomes.length || asked.outcomes.some((o) => n.includes(o)));
    if (hints.length) lines.push('', 'Needs more days:', ...hints.slice(0, 4).map((n) => `- ${n}`));
  }
  const tries = advice ? recommendationsFor(figures, shown, asked.outcomes) : [];
  if (advice) lines.push('', tries.length ? 'What to try, from those figures:' : 'Your figures do not point to a change yet.');
  lines.push(...tries.map((t) => `- ${t}`));
  if (shown.length) lines.push('', NOT_CAUSE);
  else if (tries.length) lines.push('', NOT_ADVICE);
  // Without a finding, the entries of the factor named show what the count rests on.
  const used = direct && shown.length ? [] : matching(entries, unshown);
  return {
    ...answer(
      lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
      used,
      zone,
    ),
    days: dayCites(shown),
  };
}
