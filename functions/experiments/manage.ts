// Making, listing, reading, stopping and deleting a person's experiments (docs/EXPERIMENTS.md "Routes"). A plan is
// checked by the engine's rules (400 naming the field), its random order's seed is drawn here and stored, and one
// outcome has one experiment at a time (409 while another on it is planned or running; race-free by a claim on the
// outcome, holdOutcome). Another person's id, or one never made, is 404.
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { Experiment, ExperimentCreateRequest, ExperimentRemindRequest } from '../../shared/schemas/experiments';
import {
  getExperiment,
  listExperiments,
  markStopped,
  putExperiment,
  removeExperiment,
  setRemindAt,
  type StoredExperiment,
} from '../data/experiments';
import { zoneOf } from '../domain/entry-time';
import { Conflict, InvalidFields, NotFound } from '../platform/errors';
import { releaseOutcome } from '../data/experiment-outcomes';
import { daySendOf } from '../domain/experiment-records/day-reminders';
import { holdOutcome } from '../domain/experiment-records/hold-outcome';
import { conditionLabel, outcomeKey, present, requestProblems, scheduleOf, statusOf } from '../domain/experiment-records/plan-of';

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
  const plan: StoredExperiment = {
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
    ...(body.remind_at ? { remind_at: body.remind_at } : {}),
  };
  // With a time, the first day's send goes into the reminders' due index with it.
  const experiment = { ...plan, ...daySendOf(plan, now) };
  if (!(await holdOutcome(userId, experiment, now))) throw new Conflict(experimentTexts.sameOutcome);
  try {
    await putExperiment(userId, experiment);
  } catch (error) {
    await releaseOutcome(userId, outcomeKey(experiment.outcome), experiment.id);
    throw error;
  }
  return present(experiment, now);
}

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

/**
 * Changes the day's push time (null: none), indexing the next day's send from now as create does (daySendOf), or
 * taking it out of the due index. Only while planned or running: an ended or stopped one sends nothing more (409).
 */
export async function remindExperimentAt(userId: string, id: string, body: ExperimentRemindRequest, now = Date.now()): Promise<Experiment> {
  const experiment = await own(userId, id);
  if (experiment.stopped_at || statusOf(experiment, now) === 'finished') throw new Conflict(experimentTexts.alreadyStopped);
  const { remind_at, next_send_at } = daySendOf({ ...experiment, remind_at: body.remind_at ?? undefined }, now);
  const changed = await setRemindAt(userId, id, remind_at, next_send_at);
  if (!changed) {
    // Stopped or deleted since it was read.
    if (await getExperiment(userId, id)) throw new Conflict(experimentTexts.alreadyStopped);
    throw new NotFound(experimentTexts.notFound);
  }
  return present(changed, now);
}

export async function deleteExperiment(userId: string, id: string): Promise<void> {
  const removed = ID.test(id) ? await removeExperiment(userId, id) : undefined;
  if (!removed) throw new NotFound(experimentTexts.notFound);
  await releaseOutcome(userId, outcomeKey(removed.outcome), id);
}
