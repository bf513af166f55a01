// The one all-or-nothing write without a transaction (functions/data/all-or-nothing.ts): on a failure, what was written
// is taken back newest first, a failed batch's part too when it says so, an undo that fails does not hide the failure.
import { allOrNothing, undoIfFails } from '../../functions/data/all-or-nothing';

function recorder() {
  const events: string[] = [];
  const step = (name: string, fails = false, undoFails = false, undoWhenFailed = false) => ({
    write: async () => {
      events.push(`write ${name}`);
      if (fails) throw new Error(`${name} failed`);
    },
    undo: async () => {
      events.push(`undo ${name}`);
      if (undoFails) throw new Error(`undo ${name} failed`);
    },
    undoWhenFailed,
  });
  return { events, step };
}

describe('allOrNothing', () => {
  it('writes every step in order and undoes nothing when all succeed', async () => {
    const { events, step } = recorder();
    await allOrNothing([step('a'), step('b'), step('c')]);
    expect(events).toEqual(['write a', 'write b', 'write c']);
  });

  it('takes back the written steps newest first, stops at the failure and throws it', async () => {
    const { events, step } = recorder();
    await expect(allOrNothing([step('a'), step('b'), step('c', true), step('d')])).rejects.toThrow('c failed');
    expect(events).toEqual(['write a', 'write b', 'write c', 'undo b', 'undo a']);
  });

  it('takes back a failed step that may have written part of itself first', async () => {
    const { events, step } = recorder();
    await expect(allOrNothing([step('session'), step('messages', true, false, true)])).rejects.toThrow('messages failed');
    expect(events).toEqual(['write session', 'write messages', 'undo messages', 'undo session']);
  });

  it('goes on taking back when an undo fails, and throws the write’s failure', async () => {
    const { events, step } = recorder();
    await expect(allOrNothing([step('a'), step('b', false, true), step('c', true)])).rejects.toThrow('c failed');
    expect(events).toEqual(['write a', 'write b', 'write c', 'undo b', 'undo a']);
  });

  it('undoIfFails takes back earlier writes only when the step fails', async () => {
    const undo = jest.fn(async () => undefined);
    await undoIfFails(async () => undefined, undo);
    expect(undo).not.toHaveBeenCalled();
    await expect(undoIfFails(() => Promise.reject(new Error('settle failed')), undo)).rejects.toThrow('settle failed');
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
