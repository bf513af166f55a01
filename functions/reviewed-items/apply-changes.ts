// Proposed changes to saved entries ("actually the run was 6 km"), applied on Confirm & Save with the same version
// check as the entries API's update and delete, inside the save's transaction: a stale version is a 409 naming the entry,
// and nothing of the save is written.
import { FUTURE_TIME_MESSAGE } from '../../shared/future-time';
import type { ChangeRequest } from '../../shared/schemas/ai';
import { NotFound, InvalidFields } from '../platform/errors';
import { changeEntryAction, findEntry, insertEntry, replaceEntry, type StoredEntry } from '../data/entries';
import { changedEntryFields } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { ENTRY_ID } from '../domain/entry-id';
import { versionConflict } from '../domain/entry-conflict';

/** A change checked against the saved entry: what to write, and what to put back if the save fails later. */
export interface PlannedChange {
  before: StoredEntry;
  after?: StoredEntry;
}

/** Loads and validates every change before anything is written. */
export async function planChanges(userId: string, changes: ChangeRequest[]): Promise<PlannedChange[]> {
  const now = new Date().toISOString();
  // One transaction changes an entry once: a second change of it is the person's mistake, not a conflict.
  const seen = new Map<string, number>();
  changes.forEach((change, i) => {
    const first = seen.get(`${change.collection}#${change.id}`);
    if (first !== undefined) throw InvalidFields.field('changes', `Change ${i + 1} changes the same entry as change ${first + 1}.`);
    seen.set(`${change.collection}#${change.id}`, i);
  });
  return Promise.all(
    changes.map(async (change, i) => {
      const before = ENTRY_ID.test(change.id) ? await findEntry(userId, change.collection, change.id) : undefined;
      if (!before) throw new NotFound();
      if (before.version !== change.version) throw versionConflict(before);
      if (change.action === 'delete') return { before };
      // The saved entry's fields, then what changes, checked as a PUT of the entries API would check them.
      let fields;
      try {
        ({ fields } = await changedEntryFields(before, change.set ?? {}, userId));
      } catch (error) {
        if (!(error instanceof InvalidFields)) throw error;
        const [field, message] = error.first;
        // A time in the future also names the change's field, so the review can point at it (docs/AI.md).
        const path = message === FUTURE_TIME_MESSAGE ? { [`changes[${i}].set.${field}`]: [message] } : {};
        throw new InvalidFields({ changes: [`Change ${i + 1}: ${message}`], ...path });
      }
      // A food's numbers follow the change as a PUT's do ("make it two slices" scales them).
      return {
        before,
        after: { ...before, ...withFoodNumbers(change.collection, fields, before), updated_at: now, version: change.version + 1 },
      };
    }),
  );
}

/** The action writing one change in the save's transaction: only if the entry is still at the version planned. */
export const changeAction = ({ before, after }: PlannedChange) => changeEntryAction(before, before.version as number, after);

/** The answer to a change whose version check failed in the transaction: 409 naming the entry as it is now, or 404. */
export async function conflictOf({ before }: PlannedChange): Promise<Error> {
  const current = await findEntry(before.userId, before.collection, before.id);
  return current ? versionConflict(current) : new NotFound();
}

/** Puts back what a save applied, when a later step fails (best effort: each write is conditional on the version it left). */
export async function undoChanges(applied: PlannedChange[]): Promise<void> {
  for (const { before, after } of applied) {
    const restored = after ? replaceEntry(before, after.version as number) : insertEntry(before);
    await Promise.resolve(restored).catch(() => undefined);
  }
}
