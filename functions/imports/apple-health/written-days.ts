// The days of day totals (steps, distance, water, caffeine) as the phone wrote them, and the instant each day's entry
// is put at (docs/IMPORT.md "Apple Health"): 12:00 of the day at the offset its samples were written with, so the
// entry's time, and with it its id, is the same whatever zone the person imports in. On the day the export was made,
// noon may be after it: then the entry is at the export's time (its <ExportDate>, or the day's latest sample), never
// in the future, and still the same on every import of the file.
import { wallOf } from './written-time';

const MINUTE = 60_000;
const NOON_MINUTES = 12 * 60;

interface Day {
  /** The offset of the sample written nearest to noon (a DST day has two). */
  offset: number;
  fromNoon: number;
  /** The latest sample instant of the day. */
  latest: number;
}

export class WrittenDays {
  private readonly days = new Map<string, Day>();

  /** The day of a sample at `ms` written with `offset`, noted for the day's time. */
  add(ms: number, offset: number): string {
    const wall = wallOf(ms, offset);
    const day = wall.toISOString().slice(0, 10);
    const fromNoon = Math.abs(wall.getUTCHours() * 60 + wall.getUTCMinutes() - NOON_MINUTES);
    const known = this.days.get(day);
    if (!known) this.days.set(day, { offset, fromNoon, latest: ms });
    else {
      if (fromNoon < known.fromNoon) [known.offset, known.fromNoon] = [offset, fromNoon];
      known.latest = Math.max(known.latest, ms);
    }
    return day;
  }

  /** The instant of the day's entry: its noon, or the export's time when that is earlier and on or after the day's samples. */
  at(day: string, exportedAt: number | undefined): number {
    const known = this.days.get(day);
    const [y, m, d] = day.split('-').map(Number);
    const noon = Date.UTC(y, m - 1, d, 12) - (known?.offset ?? 0) * MINUTE;
    return Math.min(noon, Math.max(exportedAt ?? -Infinity, known?.latest ?? noon));
  }
}
