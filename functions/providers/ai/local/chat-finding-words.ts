// How the chat says a finding of the insights engine in words: the factor, the outcome, the difference with its unit
// (sleep in hours and minutes, a score in points on its scale, a symptom in how many days in 100 it came) and the
// days it rests on; and how it says that a factor has too few days for a finding yet.
import { formatDuration } from '../../../../shared/measures';
import type { FigureFinding, HealthFigures } from '../ai-port';
import { bold, plural } from './chat-entries';
import { round1 } from './chat-topics';

interface OutcomeWords {
  /** The words a question names it by. */
  asked: RegExp;
  /** How an answer names it. */
  says: string;
  /** Sleep's difference is in hours; a score's in points on its scale. */
  scale?: number;
  /** The health score's part a recommendation about it comes from. */
  part?: string;
}

const SLEEP = /\b(sleep|slept|sleeping|nights?)\b/;

/** The outcomes the engine looks at, by the names its findings use. A symptom is an outcome of its own name. */
export const OUTCOMES: Readonly<Record<string, OutcomeWords>> = {
  sleep: { asked: SLEEP, says: 'your sleep', part: 'sleep' },
  'sleep quality': { asked: SLEEP, says: 'your sleep quality', scale: 5, part: 'sleep' },
  mood: { asked: /\b(mood|moods|happy|happier|sad|feel|feeling|felt)\b/, says: 'your mood', scale: 10 },
  stress: { asked: /\b(stress|stressed|stressful|anxious|anxiety)\b/, says: 'your stress', scale: 10 },
  energy: { asked: /\b(energy|energetic|tired|tiredness|fatigue|fatigued)\b/, says: 'your energy', scale: 10 },
  'symptom severity': { asked: /\bsymptoms?\b/, says: 'how bad your symptoms were', scale: 4 },
};

/** The amounts the engine tries as factors (besides subjects), and the words a question names each by. */
export const AMOUNTS: Readonly<Record<string, RegExp>> = {
  'activity minutes': /\b(exercise|exercising|workouts?|activity|activities|active|sports?|training)\b/,
  'alcohol (g)': /\b(alcohol|alcoholic|drinking|booze|wine|wines|beers?|cocktails?|spirits)\b/,
  'sugars (g)': /\b(sugars?|sugary|sweets?|candy)\b/,
  'caffeine after 14:00 (mg)': /\b(caffeine|coffees?|espresso)\b/,
  'sleep the night before': /\b(sleep|slept|sleeping)\b.*\b(affects?|effects?|impacts?|influences?|helps?|hurts?|makes?|goes with)\b/,
};

/** An outcome's words, or undefined for a symptom (an outcome of its own name). */
export const outcomeOf = (outcome: string): OutcomeWords | undefined => (Object.hasOwn(OUTCOMES, outcome) ? OUTCOMES[outcome] : undefined);
export const isAmount = (factor: string) => Object.hasOwn(AMOUNTS, factor);
export const outcomeSays = (outcome: string) => outcomeOf(outcome)?.says ?? outcome;

/** The size of a difference in the outcome's unit: "1 h 14 min shorter", "1.2 points higher (of 10)". */
function differenceText(f: FigureFinding, difference: number): string {
  const outcome = f.outcome ?? '';
  const scale = outcomeOf(outcome)?.scale;
  if (outcome === 'sleep') return `${formatDuration(Math.abs(difference) * 60)} ${difference < 0 ? 'shorter' : 'longer'}`;
  if (scale) return `${round1(Math.abs(difference))} points ${difference < 0 ? 'lower' : 'higher'} (of ${scale})`;
  return `${Math.round(Math.abs(difference) * 100)} ${difference < 0 ? 'fewer' : 'more'} days in every 100`;
}

/** One finding in words: "On days after **wine**, your sleep was **1 h 14 min shorter** than without it: …". */
export function findingPhrase(f: FigureFinding): string {
  const factor = f.factor ?? '';
  const outcome = f.outcome ?? '';
  const link = `a ${f.strength} link`;
  if (f.difference === null || f.difference === undefined || f.days_with === null || f.days_with === undefined) {
    const when = f.lag === 1 ? 'the next day' : 'the same day';
    const sleep = f.direction === 'lower' ? 'shorter' : 'longer';
    const direction = outcome === 'sleep' && f.direction ? sleep : (f.direction ?? 'a change in');
    return `More ${bold(factor)} went with ${bold(`${direction} ${outcome}`)} ${when}, over ${bold(plural(f.days, 'day'))} (${link}).`;
  }
  const when = f.lag === 1 ? 'On days after' : 'On days with';
  const size = bold(differenceText(f, f.difference));
  const said = outcomeOf(outcome) ? `${outcomeSays(outcome)} was ${size}` : `you had ${bold(outcome)} on ${size}`;
  const than = f.lag === 1 ? 'than after days without it' : 'than on days without it';
  return (
    `${when} ${bold(factor)}, ${said} ${than}. It rests on ${bold(plural(f.days, 'day'))}: ` +
    `${f.days_with} with ${factor}, ${f.days_without ?? 0} without (${link}).`
  );
}

/** "Not enough days yet: wine is logged on 3 days …; a finding needs at least 5 …", or undefined when it has enough. */
export function notEnoughDays(factor: string, days: number, outcome: string, figures: HealthFigures): string | undefined {
  const min = figures.min_days ?? { with_factor: 5, without_factor: 5, paired: 14 };
  const amount = isAmount(factor);
  const needed = amount ? min.paired : min.with_factor;
  if (days >= needed) return undefined;
  const wanted = amount
    ? `${bold(plural(needed, 'day'))} with it logged`
    : `${bold(plural(needed, 'day'))} with it and ${min.without_factor} without`;
  return (
    `Not enough days yet: ${bold(factor)} is logged on ${bold(plural(days, 'day'))} in your last ${figures.days} days; ` +
    `a finding needs at least ${wanted}, with ${outcome} logged the same or the next day.`
  );
}
