// One experiment per outcome (docs/EXPERIMENTS.md "One experiment per outcome"): an experiment planned or running
// claims its outcome before it is written, by a conditional put (data/experiment-outcomes.ts), so two creates at once,
// or a create and a restore, give one experiment on it. The experiments routes and the backup's restore both hold it.
import { claimOutcome, outcomeClaim, takeOverOutcome } from '../../data/experiment-outcomes';
import { getExperiment, listExperiments, type StoredExperiment } from '../../data/experiments';
import { addDays } from '../insights/stats/days';
import { dayBounds } from '../../../shared/time';
import { endDate, outcomeKey, statusOf } from './plan-of';

/** Planned or running: it reads days still to come, so it holds its outcome. */
export const busy = (experiment: StoredExperiment, now: number) => ['planned', 'running'].includes(statusOf(experiment, now));

/** The account's other experiment planned or running on this one's outcome, if any. */
export const rivalOf = (experiment: StoredExperiment, others: readonly StoredExperiment[], now: number) =>
  others.find((other) => other.id !== experiment.id && outcomeKey(other.outcome) === outcomeKey(experiment.outcome) && busy(other, now));

/** A claim whose experiment was never written (a create that failed between its two writes) is stale after this. */
const UNWRITTEN_CLAIM_MS = 60_000;

/**
 * Claims the experiment's outcome; false while another experiment on it is planned or running (the caller's 409). The
 * claim is the race-free part (one conditional put wins); the listing first answers a plain second try, and covers
 * experiments stored before claims existed. A claim left by an experiment deleted, stopped or never written (a write
 * failed between two) is taken over, only if its holder still holds it.
 */
export async function holdOutcome(userId: string, experiment: StoredExperiment, now: number): Promise<boolean> {
  const key = outcomeKey(experiment.outcome);
  if (rivalOf(experiment, await listExperiments(userId), now)) return false;
  const claim = { experiment_id: experiment.id, free_from: freeFrom(experiment), taken_at: now };
  if (await claimOutcome(userId, key, claim, now)) return true;
  const held = await outcomeClaim(userId, key);
  if (held?.experiment_id === experiment.id) return true;
  if (!held) return claimOutcome(userId, key, claim, now);
  const holder = await getExperiment(userId, held.experiment_id);
  const stale = holder ? !busy(holder, now) : now - held.taken_at > UNWRITTEN_CLAIM_MS;
  return stale && takeOverOutcome(userId, key, claim, held.experiment_id);
}

/** The claim frees itself when the plan ends: the start of the day after its last day, in its zone. */
const freeFrom = (experiment: StoredExperiment): number => dayBounds(addDays(endDate(experiment), 1), experiment.timezone)!.start;
