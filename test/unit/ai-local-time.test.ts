// The local extractor's time phrases, resolved in the person's zone: two zones, and the days New York's clocks change.
import { localAi } from '../../functions/providers/ai/local';
import { toZonedIso } from '../../shared/time';

const ai = localAi();

async function timeOf(text: string, zone: string, now: Date): Promise<string[]> {
  const { items } = await ai.extract({ text, zone, now });
  return items.map((i) => i.calculated_time);
}

// Saturday 21 November 2026, 10:00 in New York and 12:00 in Tokyo.
const cases: readonly [string, string, string, string][] = [
  // text, New York, Tokyo (now 12:00)
  ['coffee at 7:30am', '2026-11-21T07:30:00-05:00', '2026-11-21T07:30:00+09:00', 'a clock time with minutes'],
  ['coffee at 8', '2026-11-21T08:00:00-05:00', '2026-11-21T08:00:00+09:00', 'a bare hour'],
  ['pasta yesterday at 6pm', '2026-11-20T18:00:00-05:00', '2026-11-20T18:00:00+09:00', 'yesterday with a time'],
  ['ran yesterday evening', '2026-11-20T19:00:00-05:00', '2026-11-20T19:00:00+09:00', 'yesterday evening'],
  ['yoga this morning', '2026-11-21T08:00:00-05:00', '2026-11-21T08:00:00+09:00', 'this morning'],
  ['slept badly last night', '2026-11-20T22:00:00-05:00', '2026-11-20T22:00:00+09:00', 'last night'],
  ['pizza tonight', '2026-11-21T21:00:00-05:00', '2026-11-21T21:00:00+09:00', 'tonight still to come: kept, never moved to now'],
  ['pasta yesterday', '2026-11-20', '2026-11-20', 'a day without a time'],
  ['swam on Monday', '2026-11-16', '2026-11-16', 'a weekday: the most recent past one'],
  ['swam on Sunday', '2026-11-15', '2026-11-15', 'a weekday, not tomorrow'],
  ['swam on Saturday', '2026-11-21', '2026-11-21', "today's weekday"],
];

describe.each([
  ['America/New_York', new Date('2026-11-21T15:00:00Z'), 1],
  ['Asia/Tokyo', new Date('2026-11-21T03:00:00Z'), 2],
] as const)('time phrases in %s', (zone, now, column) => {
  it.each(cases)('"%s"', async (text, ...expected) => {
    expect(await timeOf(text, zone, now)).toEqual([expected[column - 1]]);
  });

  it('"2 hours ago" is two hours before now', async () => {
    expect(await timeOf('headache 2 hours ago', zone, now)).toEqual([toZonedIso(now.getTime() - 2 * 3_600_000, zone)]);
  });

  it("an item without a time phrase is now, with the zone's offset", async () => {
    expect(await timeOf('a banana', zone, now)).toEqual([toZonedIso(now.getTime(), zone)]);
  });
});

describe("time phrases across New York's clock changes", () => {
  const zone = 'America/New_York';
  const fallBackNoon = new Date('2026-11-01T17:00:00Z'); // Sunday 1 November, 12:00 EST, after the 2:00 fall back
  const springNoon = new Date('2026-03-08T16:00:00Z'); // Sunday 8 March, 12:00 EDT, after the 2:00 spring forward

  it('gives yesterday its own offset on the day after a change', async () => {
    expect(await timeOf('pasta yesterday at 6pm', zone, fallBackNoon)).toEqual(['2026-10-31T18:00:00-04:00']);
    expect(await timeOf('pasta yesterday at 6pm', zone, springNoon)).toEqual(['2026-03-07T18:00:00-05:00']);
  });

  it('gives this morning the offset after the change', async () => {
    expect(await timeOf('yoga this morning', zone, fallBackNoon)).toEqual(['2026-11-01T08:00:00-05:00']);
    expect(await timeOf('yoga this morning', zone, springNoon)).toEqual(['2026-03-08T08:00:00-04:00']);
  });

  it('counts "hours ago" in real hours across the change', async () => {
    expect(await timeOf('headache 11 hours ago', zone, springNoon)).toEqual(['2026-03-08T00:00:00-05:00']);
    expect(await timeOf('headache 13 hours ago', zone, fallBackNoon)).toEqual(['2026-11-01T00:00:00-04:00']);
  });

  it('moves a time in the spring-forward gap forward and takes the first of a doubled hour', async () => {
    expect(await timeOf('woke up at 2:30am', zone, springNoon)).toEqual(['2026-03-08T03:30:00-04:00']);
    expect(await timeOf('woke up at 1:30am', zone, fallBackNoon)).toEqual(['2026-11-01T01:30:00-04:00']);
  });
});

describe('in the small hours', () => {
  // 01:56 on Saturday 21 November 2026 in New York: the night and the morning just gone are yesterday's.
  const now = new Date('2026-11-21T06:56:00Z');

  it('reads "last night" and "this morning" as the ones just gone, never a time still to come', async () => {
    expect(await timeOf('slept 7 hours last night', 'America/New_York', now)).toEqual(['2026-11-20T22:00:00-05:00']);
    expect(await timeOf('headache this morning', 'America/New_York', now)).toEqual(['2026-11-20T08:00:00-05:00']);
  });

  it('reads "tonight" as the evening just gone (the night is still going on)', async () => {
    expect(await timeOf('pizza tonight', 'America/New_York', now)).toEqual(['2026-11-20T21:00:00-05:00']);
  });
});
