// A backup's n-of-1 experiments checked for a restore (docs/IMPORT.md "Full backup", docs/EXPERIMENTS.md "Backup and
// restore"). The file's shape is checked against backupSchema (a damaged file is thrown); a well-formed experiment
// this app would refuse today (a plan the experiments route rejects, a zone that is none, an id or seed of another
// shape) is a problem the preview lists. What the route answers besides the plan (series, end, status) is worked out
// again from the plan, never taken from the file.
import type * as z from 'zod';
import { backupSchema } from '../../../shared/schemas/backup';
import { experimentCreateRequest } from '../../../shared/schemas/experiments';
import { isValidZone } from '../../../shared/time';
import type { StoredExperiment } from '../../data/experiments';
import { ENTRY_ID } from '../../domain/entry-id';
import { requestProblems } from '../../domain/experiment-records/plan-of';
import { BackupImportError } from './backup-error';

export type ExperimentBackupItem = { kind: 'experiment'; experiment: StoredExperiment } | { kind: 'problem'; message: string };

const experimentShape = backupSchema.shape.experiments.unwrap().element;
/** The seed the experiments route draws: 64 random bits in hex (a shorter one still replays its schedule). */
const SEED = /^[0-9a-f]{1,16}$/;

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

export function experimentItems(value: unknown, number: number): ExperimentBackupItem[] {
  const name = `Experiment ${number}`;
  const result = experimentShape.safeParse(value);
  if (!result.success) throw new BackupImportError(`${name} of the backup is damaged (${firstIssue(result.error)}).`);
  const saved = result.data;
  const problem = (message: string): ExperimentBackupItem[] => [{ kind: 'problem', message: `${name} (“${saved.title}”): ${message}` }];
  const request = experimentCreateRequest.safeParse(saved);
  if (!request.success) return problem(firstIssue(request.error));
  const plan = Object.entries(requestProblems(request.data));
  if (plan.length) return problem(plan[0][1][0]);
  if (!isValidZone(saved.timezone)) return problem(`“${saved.timezone}” is not a time zone.`);
  if (!ENTRY_ID.test(saved.id)) return problem(`its id “${saved.id}” is not an id of this app.`);
  if (!SEED.test(saved.seed)) return problem('its seed is not one this app draws.');
  if (saved.stopped_at !== null && !Number.isFinite(Date.parse(saved.stopped_at))) return problem('its stop time is not a time.');
  const { title, intervention, outcome, design, start_date, timezone, remind_at } = request.data;
  const experiment: StoredExperiment = {
    id: saved.id,
    title,
    intervention,
    outcome,
    design,
    start_date,
    timezone,
    seed: saved.seed,
    created_at: saved.created_at,
    stopped_at: saved.stopped_at,
    ...(remind_at ? { remind_at } : {}),
  };
  return [{ kind: 'experiment', experiment }];
}
