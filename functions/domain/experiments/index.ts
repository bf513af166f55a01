// The n-of-1 experiments engine (docs/EXPERIMENTS.md): pure functions from a plan, a seed and daily values to a
// schedule, a power estimate, an answer and its sentence. No I/O: the routes (a later slice) read and write.
export {
  allocate,
  blockDaysFor,
  dayOf,
  planDays,
  type BaselinePlan,
  type BlocksPlan,
  type Plan,
  type PlannedDay,
  type Schedule,
} from './allocation';
export { planProblems } from './plan-rules';
export { analyse, indexOfDate, valuesByDay, type ExperimentResult, type Verdict } from './analysis';
export { adherenceOf, type Adherence } from './adherence';
export { estimatePower, historyFigures, pairsNeeded, type HistoryFigures, type PowerEstimate } from './power';
export { amountOf, betterOf, type Outcome } from './amounts';
export { powerSentence, resultSentence } from './sentence';
export { runHonesty, type HonestyFigures, type HonestyOptions } from './simulate';
