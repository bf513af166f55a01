// Making, listing, reading, stopping and deleting a person's experiments (docs/EXPERIMENTS.md "Routes"). A plan is
// checked by the engine's rules (400 naming the field), its random order's seed is drawn here and stored, and one
// outcome has one experiment at a time (409 while another on it is planned or running; race-free by a claim on the
// outcome, holdOutcome). Another person's id, or one never made, is 404.
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { Experiment, ExperimentCreateRequest } from '../../shared/schemas/experiments';
import { getExperiment, listExperiments, markStopped, putExperiment, removeExperiment, type StoredExperiment } from '../data/experiments';
import { zoneOf } from '../domain/entry-time';
import { Conflict, InvalidFields, NotFound } from '../platform/errors';
import { addDays } from '../domain/insights/stats/days';
import { dayBounds } from '../../shared/time';
import { claimOutcome, outcomeClaim, releaseOutcome, takeOverOutcome } from '../data/experiment-outcomes';
import { conditionLabel, endDate, outcomeKey, present, requestProblems, scheduleOf, statusOf } from '../domain/experiment-records/plan-of';

export const experimentTexts = {
  notFound: 'There is no such experiment.',
  sameOutcome: 'Another experiment on this outcome is already running: stop it, or wait for its end, before starting this one.',
  alreadyStopped: 'This experiment has already ended.',
} as const;

/** A ULID names an experiment; anything else names none (and is never a table key). */
const ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export async function own(userId: string, id: string): Promise<StoredExperiment> {
  const experiment = ID.test(id) ? await getExperiment(userId, id) : undefined;
  if (!experiment) throw new NotFound(experimentTexts.notFound);
  return experiment;
}

export async function createExperiment(userId: string, body: ExperimentCreateRequest, now = Date.now()): Promise<Experiment> {
  const timezone = zoneOf(body.timezone, 'timezone');
  const problems = requestProblems(body);
  if (Object.keys(problems).length) throw new InvalidFields(problems);
  const experiment: StoredExperiment = {
    id: ulid(now),
    title: body.title,
    intervention: body.intervention,
    outcome: body.outcome,
    design: body.design,
    start_date: body.start_date,
    timezone,
    seed: randomBytes(8).toString('hex'),
    created_at: new Date(now).toISOString(),
    stopped_at: null,
  };
  await holdOutcome(userId, experiment, now);
  try {
    await putExperiment(userId, experiment);
  } catch (error) {
    await releaseOutcome(userId, outcomeKey(experiment.outcome), experiment.id);
    throw error;
  }
  return present(experiment, now);
}

const busy = (experiment: StoredExperiment, now: number) => ['planned', 'running'].includes(statusOf(experiment, now));

/** A claim whose experiment was never written (a create that failed between its two writes) is stale after this. */
const UNWRITTEN_CLAIM_MS = 60_000;

/**
 * Claims the experiment's outcome, or 409 while another experiment on it is planned or running. The claim is the
 * race-free part (one conditional put wins, data/experiment-outcomes.ts); the listing first answers a plain second
 * try, and covers experiments stored before claims existed. A claim left by an experiment deleted, stopped or never
 * written (a write failed between two) is taken over, only if its holder still holds it.
 */
export async function holdOutcome(userId: string, experiment: StoredExperiment, now: number): Promise<void> {
  const key = outcomeKey(experiment.outcome);
  const others = await listExperiments(userId);
  if (others.some((other) => other.id !== experiment.id && outcomeKey(other.outcome) === key && busy(other, now)))
    throw new Conflict(experimentTexts.sameOutcome);
  const claim = { experiment_id: experiment.id, free_from: freeFrom(experiment), taken_at: now };
  if (await claimOutcome(userId, key, claim, now)) return;
  const held = await outcomeClaim(userId, key);
  if (held?.experiment_id === experiment.id) return;
  if (held) {
    const holder = await getExperiment(userId, held.experiment_id);
    const stale = holder ? !busy(holder, now) : now - held.taken_at > UNWRITTEN_CLAIM_MS;
    if (stale && (await takeOverOutcome(userId, key, claim, held.experiment_id))) return;
  } else if (await claimOutcome(userId, key, claim, now)) return;
  throw new Conflict(experimentTexts.sameOutcome);
}

/** The claim frees itself when the plan ends: the start of the day after its last day, in its zone. */
const freeFrom = (experiment: StoredExperiment): number => dayBounds(addDays(endDate(experiment), 1), experiment.timezone)!.start;

export async function experimentsOf(userId: string, now = Date.now()): Promise<Experiment[]> {
  return (await listExperiments(userId)).map((experiment) => present(experiment, now));
}

/** The experiment with its periods and days of each condition. */
export function withSchedule(experiment: StoredExperiment, now = Date.now()) {
  const schedule = scheduleOf(experiment);
  const periods = schedule.blocks.map((block) => ({
    condition: block.condition,
    first_date: schedule.days[block.first].date,
    last_date: schedule.days[block.last].date,
    washout_days: schedule.days.slice(block.first, block.last + 1).filter((d) => d.washout).length,
  }));
  const count = (condition: 'A' | 'B') => schedule.days.filter((d) => d.condition === condition).length;
  return {
    ...present(experiment, now),
    schedule: {
      periods,
      days: { A: count('A'), B: count('B') },
      condition_labels: { A: conditionLabel(experiment.intervention, 'A'), B: conditionLabel(experiment.intervention, 'B') },
    },
  };
}

export async function stopExperiment(userId: string, id: string, now = Date.now()): Promise<Experiment> {
  const experiment = await own(userId, id);
  if (experiment.stopped_at || statusOf(experiment, now) === 'finished') throw new Conflict(experimentTexts.alreadyStopped);
  const stopped = await markStopped(userId, id, new Date(now).toISOString());
  if (!stopped) throw new NotFound(experimentTexts.notFound);
  await releaseOutcome(userId, outcomeKey(stopped.outcome), id);
  return present(stopped, now);
}

export async function deleteExperiment(userId: string, id: string): Promise<void> {
  const removed = ID.test(id) ? await removeExperiment(userId, id) : undefined;
  if (!removed) throw new NotFound(experimentTexts.notFound);
  await releaseOutcome(userId, outcomeKey(removed.outcome), id);
}
