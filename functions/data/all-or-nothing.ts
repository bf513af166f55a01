// Several writes that land all or none, where no one transaction can hold them (dynalite has no transactions for some
// of them, a batch is not a transaction, more than 100 actions do not fit one): each write in order, and when one
// fails, those already written are taken back. The one place this compensation is written; use cases and data
// modules describe their writes and their undos, and call it.
// What it cannot promise: a Lambda killed between two writes leaves the first (no undo runs). Callers make a rerun
// finish or repeat the work (an Idempotency-Key, deterministic keys), as docs/LOGS.md says.

export interface UndoableWrite {
  write: () => Promise<unknown>;
  /** Takes the write back; runs only after the write succeeded, unless `undoWhenFailed`. */
  undo: () => Promise<unknown>;
  /** The write may have left part of itself when it failed (a batch, not one conditional write): undo it too. */
  undoWhenFailed?: boolean;
}

/**
 * Runs the writes in order. When one fails, the ones written are taken back, newest first, each on its own and best
 * effort (an undo that fails is left: the failure thrown is the write's), and the write's failure is thrown.
 */
export async function allOrNothing(writes: readonly UndoableWrite[]): Promise<void> {
  const done: UndoableWrite[] = [];
  for (const step of writes) {
    try {
      await step.write();
    } catch (error) {
      const undos = step.undoWhenFailed ? [step, ...done.reverse()] : done.reverse();
      for (const written of undos) await written.undo().catch(() => undefined);
      throw error;
    }
    done.push(step);
  }
}

/**
 * One step after writes already made (in transactions, say) that must not stand without it: when the step fails,
 * `undo` takes them back (best effort) and the step's failure is thrown.
 */
export const undoIfFails = (step: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<void> =>
  allOrNothing([{ write: step, undo, undoWhenFailed: true }]);
