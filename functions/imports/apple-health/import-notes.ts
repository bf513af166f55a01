// What an Apple Health import did that the person should know but that does not stop it (docs/IMPORT.md "Apple
// Health"): times written without an offset and read in the import's zone, samples dated in the future and not
// imported, sleep samples of a value HealthKit does not define. Counted while reading; said once, in the preview.
import { isFutureInstant } from '../../../shared/future-time';
import type { Sample } from './read-samples';
import { writtenDay } from './written-time';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Unknown sleep values shown in the note, at most. */
const SHOWN_VALUES = 3;

export class ImportNotes {
  private future = 0;
  private latestFuture: Sample | undefined;
  private unknownSleep = 0;
  private readonly sleepValues = new Set<string>();

  constructor(private readonly now: number) {}

  /**
   * True when the sample is in the future (its start or end more than the capture's slack ahead: shared/future-time.ts):
   * it is counted and not imported. A log is of the past; a device with a wrong clock writes such samples.
   */
  isFuture(sample: Sample): boolean {
    if (!isFutureInstant(Math.max(sample.start, sample.end), this.now)) return false;
    this.future += 1;
    if (!this.latestFuture || sample.start > this.latestFuture.start) this.latestFuture = sample;
    return true;
  }

  /** A sleep sample whose value HealthKit does not define (read-samples.ts sleepStage): counted, not imported. */
  unknownSleepValue(value: string): void {
    this.unknownSleep += 1;
    if (this.sleepValues.size < SHOWN_VALUES) this.sleepValues.add(value.slice(0, 60));
  }

  /** The notes, in words; `bareTimes` samples had a time without an offset, read in `zone`. */
  notes(bareTimes: number, zone: string): string[] {
    const notes: string[] = [];
    if (bareTimes > 0) {
      notes.push(
        `${count(bareTimes, 'sample has', 'samples have')} times written without a UTC offset: ` +
          `they were read as ${zone} time, the zone of this import.`,
      );
    }
    const latest = this.latestFuture;
    if (latest) {
      notes.push(
        `${count(this.future, 'sample is', 'samples are')} dated in the future (the latest on ${writtenDay(latest.start, latest.offset)}) ` +
          'and will not be imported: a log is of the past. A device with a wrong clock writes such samples.',
      );
    }
    if (this.unknownSleep > 0) {
      const values = [...this.sleepValues].map((value) => `“${value}”`).join(', ');
      notes.push(
        `${count(this.unknownSleep, 'sleep sample has', 'sleep samples have')} a value Apple Health does not define (${values}) and will not be imported.`,
      );
    }
    return notes;
  }
}
