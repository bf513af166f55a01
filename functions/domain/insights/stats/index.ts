// The Insights statistics module: pure functions over daily series (docs/INSIGHTS.md), no I/O.
export { addDays, checkDay, dayNumber, daysFrom } from './days';
export { readSeries, toSeries, type DailySeries, type DailyValue } from './series';
export { detrend, BASELINE_NEAREST, BASELINE_FARTHEST } from './detrend';
export { spearman, spearmanPValue } from './spearman';
export { benjaminiHochberg } from './benjamini-hochberg';
export {
  prepareOutcome,
  testPair,
  MIN_DAYS_WITH_FACTOR,
  MIN_DAYS_WITHOUT_FACTOR,
  MIN_PAIRED_DAYS,
  type Candidate,
  type Comparison,
  type Factor,
  type MoreDaysNeeded,
  type Outcome,
  type PreparedOutcome,
  type Tested,
  type TooFew,
} from './pair';
export { everyPair, findFindings, FALSE_DISCOVERY_RATE, type Finding, type FindingsReport } from './findings';
export {
  healthScore,
  ACTIVITY_MINUTES_A_WEEK,
  SLEEP_FULL_MARKS_HOURS,
  SLEEP_ZERO_AFTER_HOURS,
  type HealthScore,
  type ScoreInput,
  type ScorePart,
  type ScorePartName,
} from './score';
