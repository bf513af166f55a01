// Proposed changes to saved entries ("actually the run was 6 km"), applied on Confirm & Save through the same
// versioned update and delete as the log API: a stale version is a 409 and nothing of the save stays written.
import type { ChangeRequest } from '../../shared/schemas/ai';
import { NotFound, ValidationError } from '../core/http-error';
import { findLog, insertLog, removeLogAt, replaceLog, type StoredLog } from '../data/entries';
import { entryFields } from '../domain/entry-fields';
import { LOG_ID } from '../domain/log-id';
import { presentLog } from '../domain/present-log';
import { versionConflict } from '../domain/entry-conflict';

/** A change checked against the saved entry: what to write, and what to put back if the save fails later. */
export interface PlannedChange {
  before: StoredLog;
  after?: StoredLog;
}

/** Loads and validates every change before anything is written. */
export async function planChanges(userId: string, changes: ChangeRequest[]): Promise<PlannedChange[]> {
  const now = new Date().toISOString();
  return Promise.all(
    changes.map(async (change, i) => {
      const before = LOG_ID.test(change.id) ? await findLog(userId, change.collection, change.id) : undefined;
      if (!before) throw new NotFound();
      if (before.version !== change.version) throw versionConflict(before);
      if (change.action === 'delete') return { before };
      // The saved entry's fields, then what changes, checked as a PUT of the log API would check them.
      const body = { ...presentLog(before), device_timezone: before.device_timezone, ...change.set, version: change.version };
      let fields;
      try {
        ({ fields } = await entryFields(change.collection, body, userId));
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        throw ValidationError.field('changes', `Change ${i + 1}: ${Object.values(error.fields)[0][0]}`);
      }
      return { before, after: { ...before, ...fields, updated_at: now, version: change.version + 1 } };
    }),
  );
}

async function applyOne(change: PlannedChange): Promise<boolean> {
  const { before, after } = change;
  const expected = before.version as number;
  return after ? replaceLog(after, expected) : removeLogAt(before.userId, before.collection, before.id, expected);
}

/** Puts back what was applied (best effort: each write is conditional on the version it left). */
export async function undoChanges(applied: PlannedChange[]): Promise<void> {
  for (const { before, after } of applied) {
    const restored = after ? replaceLog(before, after.version as number) : insertLog(before);
    await Promise.resolve(restored).catch(() => undefined);
  }
}

/** Applies the changes in order; on a conflict the ones already applied are undone and the 409 names the entry. */
export async function applyChanges(changes: PlannedChange[]): Promise<PlannedChange[]> {
  const applied: PlannedChange[] = [];
  for (const change of changes) {
    if (!(await applyOne(change))) {
      await undoChanges(applied);
      const current = await findLog(change.before.userId, change.before.collection, change.before.id);
      throw current ? versionConflict(current) : new NotFound();
    }
    applied.push(change);
  }
  return applied;
}
