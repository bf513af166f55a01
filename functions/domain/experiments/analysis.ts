// The answer of an experiment (docs/EXPERIMENTS.md "Analysis"): the effect of the intervention in the outcome's units,
// mean(A) − mean(B), worked out on BLOCK means so that the days of a block, which resemble each other
// (autocorrelation), count as one number. Randomised blocks: each pair gives the difference of its A and B block means;
// the effect is their mean, with a t-interval (pairs − 1 degrees of freedom), the probability that it helps (the same
// t-distribution as a flat-prior posterior) and a randomisation test over the pairs' possible orders. Baseline then
// intervention: 7-day chunks of each period, Welch's interval. Missing days stay missing: a block with fewer than half
// its analysable days logged is dropped (and its pair with it). Only the planned end is the answer; earlier is interim.
import { MIN_PAIRS_FOR_ANSWER, type Better, type InterventionKind } from '../../../shared/experiments';
import { dayNumber } from '../insights/stats/days';
import { adherenceOf, type Adherence } from './adherence';
import type { Block, Schedule } from './allocation';
import { pairedEstimate, randomisationP, welchEstimate, type Estimate } from './interval';

/** The baseline design's periods are cut into chunks of this many days, each one number. */
const CHUNK_DAYS = 7;

export type Verdict = 'helps' | 'hurts' | 'unclear' | 'not-enough';

export interface ExperimentResult {
  design: Schedule['plan']['design'];
  /** Before the planned end: a look, not the answer. */
  interim: boolean;
  /** Days of the plan lived so far (through the day asked), and its length. */
  daysSoFar: number;
  planDays: number;
  verdict: Verdict;
  estimate: Estimate | null;
  /** P(the intervention helps): the share of the estimate's distribution on the good side of 0. */
  probabilityHelps: number | null;
  /** Randomisation p-value (randomised blocks only). */
  pValue: number | null;
  /** Pairs (or chunks of A and B in the baseline design) analysed, and how many an answer needs. */
  units: { used: number; needed: number; dropped: number };
  /** Days with the outcome logged and analysed, per condition. */
  daysLogged: { A: number; B: number };
  adherence: Adherence;
}

export interface AnalysisInput {
  schedule: Schedule;
  /** The outcome's daily value on each of the schedule's days (null: not logged). */
  values: (number | null)[];
  /** Whether the intervention was logged each day (adherence.ts); may be shorter or empty. */
  logged: (boolean | null)[];
  kind: InterventionKind;
  better: Better;
  /** The last day lived so far, index into the schedule's days (the plan's last day or later: the final answer). */
  through: number;
  /** Skip the randomisation test (the simulations declare on the interval alone). */
  withoutP?: boolean;
}

interface Summary {
  mean: number | null;
  logged: number;
}

/** A block's (or chunk's) mean over its analysable logged days; null when fewer than half were logged. */
function summarise(input: AnalysisInput, first: number, last: number): Summary {
  let sum = 0;
  let logged = 0;
  let analysable = 0;
  for (let i = first; i <= last; i++) {
    if (input.schedule.days[i].washout) continue;
    analysable++;
    const v = input.values[i];
    if (v !== null && v !== undefined) {
      sum += v;
      logged++;
    }
  }
  return { mean: logged > 0 && logged * 2 >= analysable ? sum / logged : null, logged };
}

function chunks(block: Block): [number, number][] {
  const out: [number, number][] = [];
  for (let first = block.first; first <= block.last; first += CHUNK_DAYS) out.push([first, Math.min(block.last, first + CHUNK_DAYS - 1)]);
  return out;
}

export function analyse(input: AnalysisInput): ExperimentResult {
  const { schedule, through } = input;
  const planDays = schedule.days.length;
  const done = (last: number) => last <= through;
  const daysLogged = { A: 0, B: 0 };
  let estimate: Estimate | null = null;
  let pValue: number | null = null;
  let used = 0;
  let dropped = 0;
  if (schedule.plan.design === 'blocks') {
    const differences: number[] = [];
    for (let pair = 0; pair < schedule.blocks.length / 2; pair++) {
      const blocks = schedule.blocks.slice(pair * 2, pair * 2 + 2);
      if (!blocks.every((b) => done(b.last))) continue;
      const [first, second] = blocks.map((b) => summarise(input, b.first, b.last));
      if (first.mean === null || second.mean === null) {
        dropped++;
        continue;
      }
      daysLogged[blocks[0].condition] += first.logged;
      daysLogged[blocks[1].condition] += second.logged;
      differences.push(blocks[0].condition === 'A' ? first.mean - second.mean : second.mean - first.mean);
    }
    used = differences.length;
    if (used >= MIN_PAIRS_FOR_ANSWER) {
      estimate = pairedEstimate(differences);
      if (!input.withoutP) pValue = randomisationP(differences);
    }
  } else {
    const means: Record<'A' | 'B', number[]> = { A: [], B: [] };
    for (const block of schedule.blocks) {
      for (const [first, last] of chunks(block).filter(([, last]) => done(last))) {
        const summary = summarise(input, first, last);
        if (summary.mean === null) dropped++;
        else {
          means[block.condition].push(summary.mean);
          daysLogged[block.condition] += summary.logged;
        }
      }
    }
    used = Math.min(means.A.length, means.B.length);
    if (used >= MIN_PAIRS_FOR_ANSWER) estimate = welchEstimate(means.A, means.B);
  }
  const probabilityHelps = estimate && (input.better === 'higher' ? estimate.probabilityAbove : 1 - estimate.probabilityAbove);
  let verdict: Verdict = 'not-enough';
  if (estimate)
    verdict = estimate.low > 0 || estimate.high < 0 ? (estimate.low > 0 === (input.better === 'higher') ? 'helps' : 'hurts') : 'unclear';
  return {
    design: schedule.plan.design,
    interim: through < planDays - 1,
    daysSoFar: Math.min(planDays, Math.max(0, through + 1)),
    planDays,
    verdict,
    estimate,
    probabilityHelps,
    pValue,
    units: { used, needed: MIN_PAIRS_FOR_ANSWER, dropped },
    daysLogged,
    adherence: adherenceOf(schedule.days, input.logged, input.kind, through),
  };
}

/** The index of a local date in the schedule (the last day lived so far), for `through`. */
export function indexOfDate(schedule: Schedule, date: string): number {
  return dayNumber(date) - dayNumber(schedule.plan.start);
}

/** The daily values of a schedule's days from values by date (missing dates: null). */
export function valuesByDay<T>(schedule: Schedule, byDate: Record<string, T | null | undefined>): (T | null)[] {
  return schedule.days.map((d) => byDate[d.date] ?? null);
}
