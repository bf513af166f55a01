// Scores from words: mood, stress and energy 1–10, a symptom's severity 0–4. Nothing is invented: "stressed"
// alone gives no number, only a number said ("stress 7", "7/10", "mood 3/5") or a severity word does.
import type { Measures } from '../../../../shared/measures';

type Score = 'mood' | 'stress' | 'energy';
const SCORE_WORDS: readonly [Score, RegExp][] = [
  ['stress', /\b(?:stress(?:ed|ful)?|anxious|anxiety|tense|overwhelmed|worried|nervous)\b/i],
  ['energy', /\b(?:energy|energetic|tired|exhausted|fatigued|drained)\b/i],
  ['mood', /\b(?:mood|happy|sad|down|low|content|cheerful|feeling|felt)\b/i],
];
// "stress 7", "stress level: 7/10", "mood was 6 out of 10", "energy 3/5".
const OUT_OF = '\\s*(?:\\/\\s*(10|5)|out of\\s*(10|5))';
const NAMED = (word: string) =>
  new RegExp(
    `\\b${word}\\w*(?:\\s+(?:level|score))?\\s*(?:is|was|at|of|around|about|:)?\\s*(\\d{1,2})(?:${OUT_OF})?(?![\\d.:]|\\s*(?:am|pm|hours?|h\\b|min|mins|minutes|%))`,
    'i',
  );
const BARE = new RegExp(`\\b(\\d{1,2})${OUT_OF}`, 'i');

/** A score on 1–10; one said out of 5 is doubled. */
function scale(value: string, outOf?: string): number | undefined {
  const n = Number(value) * (outOf === '5' ? 2 : 1);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : undefined;
}

export function readMood(text: string): Measures {
  const measures: Measures = {};
  for (const [name, words] of [
    ['stress', 'stress'],
    ['energy', 'energy'],
    ['mood', 'mood'],
  ] as const) {
    const match = NAMED(words).exec(text);
    const value = match && scale(match[1], match[2] ?? match[3]);
    if (value !== undefined && value !== null) measures[name] = value;
  }
  const bare = BARE.exec(text);
  if (bare && Object.keys(measures).length === 0) {
    // "anxious 7/10": the score is of the feeling named, mood when none is.
    const name = SCORE_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'mood';
    const value = scale(bare[1], bare[2] ?? bare[3]);
    if (value !== undefined) measures[name] = value;
  }
  return measures;
}

/** 0 none, 1 mild, 2 moderate, 3 severe, 4 the worst (docs/MEASURES.md). */
const SEVERITY_WORDS: readonly [RegExp, number][] = [
  [/\b(?:gone|went away|resolved|no more|cleared up)\b/i, 0],
  [/\b(?:worst|excruciating|unbearable|extreme|agonizing|agonising|debilitating)\b/i, 4],
  [/\b(?:severe|terrible|awful|horrible|strong|intense|really bad|very bad|bad)\b/i, 3],
  [/\b(?:moderate|medium|noticeable)\b/i, 2],
  [/\b(?:mild|slight|slightly|minor|light|a bit of|a little|small)\b/i, 1],
];

/** "3/4" or "severity 2" as said; "7/10" (a pain scale) scaled to 0–4 and rounded; else a severity word. */
export function readSeverity(text: string): Measures {
  const outOf = /\b(\d{1,2})\s*(?:\/|out of)\s*(4|10)\b/i.exec(text);
  if (outOf) {
    const value = outOf[2] === '4' ? Number(outOf[1]) : Math.round(Number(outOf[1]) * 0.4);
    if (value >= 0 && value <= 4) return { severity: value };
  }
  const named = /\bseverity\s*(?:is|was|of|:)?\s*([0-4])\b(?![\d.])/i.exec(text);
  if (named) return { severity: Number(named[1]) };
  const word = SEVERITY_WORDS.find(([pattern]) => pattern.test(text));
  return word ? { severity: word[1] } : {};
}
