// R15 (issue 26): the "now" an offline capture is read at (shared/captured-at.ts), with a fixed clock at 01:30 and
// 23:30 UTC and offsets on both sides of UTC: in the past within 30 days it is that instant; a few minutes ahead
// (a fast device clock) it is now; further ahead, older, or without an offset it is a problem for the field.
import { captureNow, capturedAtMessages, CAPTURED_AT_MAX_AGE_MS } from '../../shared/captured-at';

describe.each(['2026-11-27T01:30:00Z', '2026-11-27T23:30:00Z'])('captureNow with the clock at %s', (clock) => {
  const nowMs = Date.parse(clock);
  const at = (ms: number) => new Date(ms).toISOString();

  it('is now without a captured_at', () => {
    for (const value of [undefined, null, '']) expect(captureNow(value, nowMs)).toEqual({ now: new Date(nowMs) });
  });

  it.each(['-08:00', '+13:00', '+05:30', 'Z'])('reads a past time written with the offset %s as that instant', (offset) => {
    const instant = nowMs - 80 * 60_000;
    const minutes = offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
    const wall = new Date(instant + minutes * 60_000).toISOString().slice(0, 19);
    expect(captureNow(`${wall}${offset}`, nowMs)).toEqual({ now: new Date(instant) });
  });

  it('takes a time up to 30 days back, not one a minute older', () => {
    expect(captureNow(at(nowMs - CAPTURED_AT_MAX_AGE_MS), nowMs)).toEqual({ now: new Date(nowMs - CAPTURED_AT_MAX_AGE_MS) });
    expect(captureNow(at(nowMs - CAPTURED_AT_MAX_AGE_MS - 60_000), nowMs)).toEqual({ problem: capturedAtMessages.tooOld });
  });

  it('never reads from the future: a fast clock counts as now, more than an hour ahead is refused', () => {
    expect(captureNow(at(nowMs + 10 * 60_000), nowMs)).toEqual({ now: new Date(nowMs) });
    expect(captureNow(at(nowMs + 61 * 60_000), nowMs)).toEqual({ problem: capturedAtMessages.future });
  });

  it.each(['2026-11-27T08:10:00', '2026-11-27', 'yesterday', '2026-13-45T99:00:00Z'])('refuses %s', (value) => {
    expect(captureNow(value, nowMs)).toEqual({ problem: capturedAtMessages.invalid });
  });
});
