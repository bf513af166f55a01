// The write fence (docs/ACCOUNTS.md "Account deletion"): an account deletion first writes a tombstone, then sweeps,
// then sweeps again once every write that passed authentication before the tombstone has surely landed. A Lambda may
// run 29 s, longer than the deletion can wait, so a write is not allowed to trust an old check: an invocation that
// acts for a person arms the fence with a re-check of that person's standing, and any write (table or bucket) sent
// more than WRITE_FENCE_MS after the last check runs the re-check first. A write therefore lands at most
// WRITE_FENCE_MS (plus its own round trip) after a check that still saw the account, which is what the deletion waits.
import { NotFound } from './errors';
import { currentInvocation, type Invocation } from './invocation';

/** How long a check of the caller's standing is trusted for writes; then the next write checks again. */
export const WRITE_FENCE_MS = 2_000;
/** A write's own round trip and retries, on top of the fence: how long after the tombstone the final sweep waits. */
export const WRITE_IN_FLIGHT_MS = 3_000;
/** The deletion's final sweep starts this long after its tombstone was written (delete-everything.ts). */
export const LATE_WRITE_MS = WRITE_FENCE_MS + WRITE_IN_FLIGHT_MS;

interface Fence {
  /** Epoch ms when the last check was sent (before its read, so the bound holds whenever the read was served). */
  checkedAt: number;
  /** Throws when the account may no longer be written (tombstoned, gone, token revoked). */
  recheck: () => Promise<void>;
}

const fences = new WeakMap<Invocation, Fence>();

/**
 * Arms the fence of the running invocation: `checkedAt` is when the check that just passed was sent. Outside an
 * invocation (scripts, unit tests calling domain code) there is nothing to fence.
 */
export function armWriteFence(checkedAt: number, recheck: () => Promise<void>): void {
  const invocation = currentInvocation();
  if (invocation) fences.set(invocation, { checkedAt, recheck });
}

/** Before a write: re-checks the account when the last check is older than WRITE_FENCE_MS; throws if refused. */
export async function passWriteFence(now = Date.now()): Promise<void> {
  const invocation = currentInvocation();
  const fence = invocation && fences.get(invocation);
  if (!fence || now - fence.checkedAt <= WRITE_FENCE_MS) return;
  await fence.recheck();
  fence.checkedAt = now;
}

type Stack = {
  addRelativeTo: (middleware: never, options: { relation: 'after'; toMiddleware: string; name: string }) => void;
};

/**
 * Fences an AWS SDK client: before each attempt (after the retry middleware, so a retry that comes late is checked
 * too) of a command `isWrite` names. Deletes pass: the deletion itself deletes after its tombstone.
 */
export function fenceWrites<Client extends { middlewareStack: object }>(
  client: Client,
  isWrite: (commandName: string, input: Record<string, unknown>) => boolean,
): Client {
  const middleware =
    (next: (args: { input: object }) => Promise<unknown>, context: { commandName?: string }) => async (args: { input: object }) => {
      if (isWrite(context.commandName ?? '', args.input as Record<string, unknown>)) await passWriteFence();
      return next(args);
    };
  (client.middlewareStack as Stack).addRelativeTo(middleware as never, {
    relation: 'after',
    toMiddleware: 'retryMiddleware',
    name: 'writeFence',
  });
  return client;
}

/** A write for an account that is gone or being deleted: the use case stops (a webhook acknowledges and skips). */
export class AccountGone extends NotFound {
  constructor() {
    super('No such account.');
  }
}
