// Instants as the person's wall clock in their IANA zone (DST days included): the calendar day, the hour and HH:MM
// an import groups samples by. Offsets are memoised per quarter hour (zones change offset only on those edges),
// so hundreds of thousands of samples cost a few thousand Intl calls.
import { offsetMinutes, toZonedIso } from '../../../shared/time';

const QUARTER = 15 * 60_000;
const MINUTE = 60_000;

export class ZoneClock {
  private readonly offsets = new Map<number, number>();

  constructor(readonly zone: string) {}

  offset(ms: number): number {
    const key = Math.floor(ms / QUARTER);
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      if (this.offsets.size > 200_000) this.offsets.clear();
      offset = offsetMinutes(this.zone, ms);
      this.offsets.set(key, offset);
    }
    return offset;
  }

  /** The wall time as if it were UTC (for date arithmetic on the person's calendar). */
  wall(ms: number): Date {
    return new Date(ms + this.offset(ms) * MINUTE);
  }

  /** YYYY-MM-DD in the zone. */
  day(ms: number): string {
    return this.wall(ms).toISOString().slice(0, 10);
  }

  hour(ms: number): number {
    return this.wall(ms).getUTCHours();
  }

  /** HH:MM in the zone (a clock measure). */
  clock(ms: number): string {
    return this.wall(ms).toISOString().slice(11, 16);
  }

  /** The night a sleep sample belongs to: from noon to noon, named by the day the person wakes up on. */
  night(ms: number): string {
    return new Date(this.wall(ms).getTime() + 12 * 60 * MINUTE).toISOString().slice(0, 10);
  }

  iso(ms: number): string {
    return toZonedIso(ms, this.zone);
  }
}
