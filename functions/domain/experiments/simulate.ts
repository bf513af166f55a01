// The honesty simulation (docs/EXPERIMENTS.md "How honest it is"): simulated people with realistic outcome series —
// a slow trend, a weekly pattern, AR(1) autocorrelation 0.3–0.5, 10–20 % of days missing — each under a randomised
// plan of 3–7-day blocks over a given number of weeks, analysed by analysis.ts. With no true effect, the share declared
// "helps" or "hurts" is the false-positive rate; with an effect planted on A days (in units of the noise's day-to-day
// SD), the share declared in its direction is the power. The unit tests run it on 1,000 people, the bench on more.
import { BLOCK_DAYS_MAX, BLOCK_DAYS_MIN, MIN_PAIRS_FOR_ANSWER } from '../../../shared/experiments';
import { allocate, type BlocksPlan } from './allocation';
import { analyse } from './analysis';
import { simulateSeries, type SeriesShape } from './noise';
import { normalFrom, uniformFrom } from './random';

export interface HonestyOptions {
  people: number;
  seed: number;
  /** The planted effect in day-to-day SDs (0: none). */
  effectSd: number;
  weeks: number;
  /** Block lengths drawn from (default 3–7 days). */
  blockDays?: number[];
  /** Also run the randomisation test (its p is reported, not used to declare; costly on long plans). Default true. */
  withP?: boolean;
}

export interface HonestyFigures {
  people: number;
  /** Declared "helps" (A better) and "hurts". */
  helps: number;
  hurts: number;
  /** People whose plan gave no answer (too few pairs kept). */
  noAnswer: number;
  /** Per block length: people and those declared in the planted direction (or declared at all when no effect). */
  byBlockDays: Record<number, { people: number; declared: number }>;
  /** Analysis time per person, ms. */
  msPerAnalysis: number;
}

/** A simulated person's series shape, in units of their day-to-day SD (1). */
function personShape(uniform: () => number, normal: () => number, days: number): SeriesShape {
  return {
    sd: 1,
    autocorrelation: 0.3 + 0.2 * uniform(),
    missingShare: 0.1 + 0.1 * uniform(),
    // A drift of up to about ± half an SD over the plan, and weekdays that differ by about 0.3 SD.
    trendPerDay: (0.5 * normal()) / days,
    weekly: Array.from({ length: 7 }, () => 0.3 * normal()),
  };
}

export function runHonesty(options: HonestyOptions): HonestyFigures {
  const uniform = uniformFrom(options.seed);
  const normal = normalFrom(uniform);
  const lengths = options.blockDays ?? Array.from({ length: BLOCK_DAYS_MAX - BLOCK_DAYS_MIN + 1 }, (_, i) => BLOCK_DAYS_MIN + i);
  const figures: HonestyFigures = { people: options.people, helps: 0, hurts: 0, noAnswer: 0, byBlockDays: {}, msPerAnalysis: 0 };
  let analysisMs = 0;
  for (let p = 0; p < options.people; p++) {
    const blockDays = lengths[Math.floor(uniform() * lengths.length)];
    const pairs = Math.max(MIN_PAIRS_FOR_ANSWER, Math.floor((options.weeks * 7) / (2 * blockDays)));
    const plan: BlocksPlan = { design: 'blocks', start: '2026-01-05', blockDays, pairs, washoutDays: 0 };
    const schedule = allocate(plan, Math.floor(uniform() * 2 ** 32));
    const days = schedule.days.length;
    const shape = personShape(uniform, normal, days);
    const values = simulateSeries(days, shape, normal, uniform, (i) => (schedule.days[i].condition === 'A' ? options.effectSd : 0));
    const started = performance.now();
    const result = analyse({
      schedule,
      values,
      logged: [],
      kind: 'take',
      better: 'higher',
      through: days - 1,
      withoutP: options.withP === false,
    });
    analysisMs += performance.now() - started;
    const row = (figures.byBlockDays[blockDays] ??= { people: 0, declared: 0 });
    row.people++;
    if (result.verdict === 'helps') figures.helps++;
    if (result.verdict === 'hurts') figures.hurts++;
    if (result.verdict === 'not-enough') figures.noAnswer++;
    if (options.effectSd > 0 ? result.verdict === 'helps' : result.verdict === 'helps' || result.verdict === 'hurts') row.declared++;
  }
  figures.msPerAnalysis = analysisMs / options.people;
  return figures;
}
