// Instants as the person's wall clock in their IANA zone (DST days included): the offset, HH:MM and ISO time an
// imported entry is written with. (Samples are grouped into days and nights by the clock they were written with:
// written-time.ts.) A zone's offset changes a few times a year at most, so each year's changes are found
// once (a day at a time, then to the minute) and looked up after: hundreds of thousands of samples cost a few hundred
// Intl calls a year of history, and memory holds a few numbers a year (a cache per quarter hour held ~2 MB a year).
import { offsetMinutes, toZonedIso } from '../../../shared/time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** From each instant in `at` (ascending) the offset in `offsets` holds, until the next. */
interface YearOffsets {
  at: number[];
  offsets: number[];
}

export class ZoneClock {
  private readonly years = new Map<number, YearOffsets>();

  constructor(readonly zone: string) {}

  offset(ms: number): number {
    const year = new Date(ms).getUTCFullYear();
    let table = this.years.get(year);
    if (!table) this.years.set(year, (table = this.changesIn(year)));
    let [low, high] = [0, table.at.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (table.at[mid] <= ms) low = mid;
      else high = mid - 1;
    }
    return table.offsets[low];
  }

  /** The offset at the year's start and each change in it (a change and its undoing within one day are not seen). */
  private changesIn(year: number): YearOffsets {
    const start = Date.UTC(year, 0, 1);
    const end = Date.UTC(year + 1, 0, 1);
    const table: YearOffsets = { at: [start], offsets: [offsetMinutes(this.zone, start)] };
    let before = start;
    for (let next = Math.min(start + DAY, end); before < end; before = next, next = Math.min(next + DAY, end)) {
      const offset = offsetMinutes(this.zone, next);
      if (offset === table.offsets[table.offsets.length - 1]) continue;
      // The change is in (before, next]: halve to the minute.
      let [low, high] = [before, next];
      while (high - low > MINUTE) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetMinutes(this.zone, mid) === offset) high = mid;
        else low = mid;
      }
      table.at.push(high);
      table.offsets.push(offset);
    }
    return table;
  }

  /** The wall time as if it were UTC (for date arithmetic on the person's calendar). */
  wall(ms: number): Date {
    return new Date(ms + this.offset(ms) * MINUTE);
  }

  /** HH:MM in the zone (a clock measure). */
  clock(ms: number): string {
    return this.wall(ms).toISOString().slice(11, 16);
  }

  iso(ms: number): string {
    return toZonedIso(ms, this.zone);
  }
}
