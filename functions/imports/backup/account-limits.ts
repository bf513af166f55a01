// The caps a restore must keep (docs/IMPORT.md "Full backup"): at most REMINDER_LIMITS.perPerson reminders and
// QUICK_LOG_LIMITS.favourites favourites in an account, as the routes keep them. The preview collects the backup's
// reminder ids and favourite keys and, once the file is read, compares the new ones with what the account holds: going
// over is a problem, so nothing is written (not half the reminders); the person deletes some first. So is an experiment
// still running in the backup whose outcome another running experiment of the account holds (one per outcome).
import { QUICK_LOG_LIMITS } from '../../../shared/quick-log';
import { REMINDER_LIMITS } from '../../../shared/reminder-limits';
import { listFavourites } from '../../data/favourites';
import { listExperiments, type StoredExperiment } from '../../data/experiments';
import { listReminders } from '../../data/reminders';
import { busy, rivalOf } from '../../domain/experiment-records/hold-outcome';
import { sameOutcomeText } from './restore-experiments';

export class AccountLimits {
  private readonly reminders = new Set<string>();
  private readonly favourites = new Set<string>();
  private readonly experiments: StoredExperiment[] = [];
  constructor(private readonly userId: string) {}

  addReminder(id: string): void {
    this.reminders.add(id);
  }

  addFavourite(key: string): void {
    this.favourites.add(key);
  }

  addExperiment(experiment: StoredExperiment): void {
    this.experiments.push(experiment);
  }

  /** A sentence for each cap the restore would pass; none when it fits. */
  async problems(): Promise<string[]> {
    const found: string[] = [];
    if (this.reminders.size > 0) {
      const held = new Set((await listReminders(this.userId)).map((reminder) => reminder.id));
      const fresh = [...this.reminders].filter((id) => !held.has(id)).length;
      if (held.size + fresh > REMINDER_LIMITS.perPerson)
        found.push(
          `Restoring would make ${held.size + fresh} reminders (your ${held.size} and ${fresh} from the backup): an account keeps ` +
            `at most ${REMINDER_LIMITS.perPerson}. Delete some in Settings → Reminders first.`,
        );
    }
    if (this.favourites.size > 0) {
      const held = new Set((await listFavourites(this.userId)).map((favourite) => favourite.key));
      const fresh = [...this.favourites].filter((key) => !held.has(key)).length;
      if (held.size + fresh > QUICK_LOG_LIMITS.favourites)
        found.push(
          `Restoring would make ${held.size + fresh} favourites (your ${held.size} and ${fresh} from the backup): an account ` +
            `keeps at most ${QUICK_LOG_LIMITS.favourites}. Remove some under "Log again" first.`,
        );
    }
    if (this.experiments.length > 0) {
      const now = Date.now();
      const held = await listExperiments(this.userId);
      const ids = new Set(held.map((experiment) => experiment.id));
      for (const experiment of this.experiments)
        if (!ids.has(experiment.id) && busy(experiment, now) && rivalOf(experiment, held, now))
          found.push(sameOutcomeText(experiment.title));
    }
    return found;
  }
}
