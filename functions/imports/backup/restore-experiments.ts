// A backup's experiments written into an account (docs/IMPORT.md "Full backup", docs/EXPERIMENTS.md "Backup and
// restore"): each keeps its id, plan, zone, seed (so the same schedule), creation and stop times. One still planned or
// running claims its outcome first, as the experiments route does; the preview has already refused a restore whose
// experiment would run beside another on the same outcome (account-limits.ts), so a refusal here is a race with a
// create meanwhile, and stops the restore with a message. Restoring again finds it there: 'existing'.
import { ifCondition } from '../../data/conditional';
import { getExperiment, putExperiment, type StoredExperiment } from '../../data/experiments';
import { daySendOf } from '../../domain/experiment-records/day-reminders';
import { busy, holdOutcome } from '../../domain/experiment-records/hold-outcome';
import { BackupImportError } from './backup-error';

export const sameOutcomeText = (title: string) =>
  `Experiment “${title}” of the backup is still running, and another experiment of yours on the same outcome is too: ` +
  'stop one of them before restoring.';

/** True when the experiment was added; false when the account has it already (restored before, or its own backup). */
export async function restoreExperiment(userId: string, experiment: StoredExperiment, now: number): Promise<boolean> {
  if (await getExperiment(userId, experiment.id)) return false;
  if (busy(experiment, now) && !(await holdOutcome(userId, experiment, now)))
    throw new BackupImportError(sameOutcomeText(experiment.title));
  // Its day's push goes on from now: the next day's send is indexed with it (docs/EXPERIMENTS.md "Backup and restore").
  return ifCondition(putExperiment(userId, { ...experiment, ...daySendOf(experiment, now) }));
}
