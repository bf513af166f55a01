// Sleep-analysis samples as nights (docs/IMPORT.md "Apple Health"). Only asleep stages count (Core, Deep, REM,
// Unspecified and the pre-iOS 16 "Asleep", by name or number); InBed and Awake do not. A night runs from noon to noon and is named by
// the day the person wakes on. An iPhone and a Watch often both record a night: each source's asleep intervals are
// merged (overlaps counted once) and the source with the most asleep time that night is the night, so nothing is
// counted twice and the Watch's awake gaps are not papered over by the iPhone's coarser estimate. Gaps of 5
// minutes or more between its intervals are awakenings.

const MINUTE = 60_000;
const AWAKENING_GAP = 5 * MINUTE;

/**
 * What a sleep sample's value says: HealthKit's HKCategoryValueSleepAnalysis by name (iOS 16+: InBed, Asleep,
 * AsleepUnspecified, AsleepCore, AsleepDeep, AsleepREM, Awake) or by its number, as older exports and other apps write
 * it (0 InBed, 1 Asleep, 2 Awake, 3 Core, 4 Deep, 5 REM). Undefined for a value HealthKit does not define: the import
 * counts those and the preview says so.
 */
export function sleepStage(value: string): 'asleep' | 'in-bed' | 'awake' | undefined {
  const name = value.trim().replace(/^HKCategoryValueSleepAnalysis/, '');
  if (/^(Asleep(Unspecified|Core|Deep|REM)?|[1345])$/.test(name)) return 'asleep';
  if (/^(InBed|0)$/.test(name)) return 'in-bed';
  if (/^(Awake|2)$/.test(name)) return 'awake';
  return undefined;
}

export interface Night {
  night: string;
  start: number;
  end: number;
  asleepMinutes: number;
  awakenings: number;
}

function merge(night: string, intervals: [number, number][]): Night {
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let asleep = 0;
  let awakenings = 0;
  merged.forEach(([start, end], i) => {
    asleep += end - start;
    if (i > 0 && start - merged[i - 1][1] >= AWAKENING_GAP) awakenings += 1;
  });
  return { night, start: merged[0][0], end: merged[merged.length - 1][1], asleepMinutes: asleep / MINUTE, awakenings };
}

export class SleepNights {
  /** Per night and source, intervals as one flat list (start, end, start, end, …); stages that follow on are joined. */
  private readonly nights = new Map<string, Map<string, number[]>>();

  add(night: string, source: string, start: number, end: number): void {
    if (!(end > start)) return;
    let sources = this.nights.get(night);
    if (!sources) this.nights.set(night, (sources = new Map()));
    let flat = sources.get(source);
    if (!flat) sources.set(source, (flat = []));
    const last = flat.length - 2;
    // A Watch writes a night as stages end to end (Core, Deep, REM…): one interval, as merge() would make it.
    if (last >= 0 && start >= flat[last] && start <= flat[last + 1]) flat[last + 1] = Math.max(flat[last + 1], end);
    else flat.push(start, end);
  }

  *result(): Generator<Night> {
    for (const [night, sources] of this.nights) {
      const candidates = [...sources.values()].map((flat) =>
        merge(
          night,
          Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]] as [number, number]),
        ),
      );
      yield candidates.reduce((best, next) => (next.asleepMinutes > best.asleepMinutes ? next : best));
    }
  }
}
