// export.xml's elements as samples, one at a time (docs/IMPORT.md "Apple Health"): a <Record> (with its
// <MetadataEntry> children) or a <Workout> (with its <WorkoutStatistics> children, where iOS 16+ keeps distance and
// energy). saxes is a strict, non-validating streaming parser: Apple's DOCTYPE with its internal DTD subset is read
// and ignored, and memory holds one element, whatever the file's size.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { parseTimestamp } from '../../../shared/time';
import { AppleHealthImportError } from './errors';

export interface RecordSample {
  kind: 'record';
  type: string;
  source: string;
  unit: string;
  value: string;
  start: number;
  end: number;
  metadata: Record<string, string>;
}

export interface WorkoutStat {
  type: string;
  sum?: number;
  unit?: string;
}

export interface WorkoutSample {
  kind: 'workout';
  activity: string;
  source: string;
  start: number;
  end: number;
  attributes: Record<string, string>;
  statistics: WorkoutStat[];
}

export type Sample = RecordSample | WorkoutSample;

/** "2026-03-01 08:00:00 +0100" → ms; undefined when unreadable. */
export const instantOf = (text: string | undefined) => (text ? parseTimestamp(text, 'UTC') : undefined);

/**
 * A copy of a short attribute text that holds no reference to the parser's chunk: V8 keeps a substring's whole
 * parent string alive, so one source name kept per day as a map key would keep a 64 KB chunk per day (85 MB a
 * year, measured). Names repeat (types, sources, units), so copies are shared.
 */
class Names {
  private readonly names = new Map<string, string>();
  of(text: string | undefined): string {
    if (!text) return '';
    let name = this.names.get(text);
    if (name === undefined) {
      name = Buffer.from(text, 'utf8').toString('utf8');
      if (this.names.size < 10_000) this.names.set(name, name);
    }
    return name;
  }
}

/** A push parser: write text chunks, samples come out through `emit`; `records` counts the elements read. */
export class SampleReader {
  records = 0;
  private readonly parser = new SaxesParser();
  private readonly names = new Names();
  private root: string | undefined;
  private record: RecordSample | undefined;
  private workout: WorkoutSample | undefined;

  constructor(private readonly emit: (sample: Sample) => void) {
    this.parser.on('error', (error) => {
      throw new AppleHealthImportError('malformed-xml', error.message);
    });
    this.parser.on('opentag', (tag) => this.open(tag as SaxesTagPlain));
    this.parser.on('closetag', (tag) => this.close(tag.name));
  }

  write(text: string): void {
    this.parser.write(text);
  }

  end(): void {
    this.parser.close();
    if (this.root === undefined) throw new AppleHealthImportError('malformed-xml', 'the file is empty');
  }

  private open(tag: SaxesTagPlain): void {
    const a = tag.attributes;
    if (this.root === undefined) {
      this.root = tag.name;
      if (tag.name !== 'HealthData') throw new AppleHealthImportError('not-apple-health', `its export.xml starts with <${tag.name}>`);
      return;
    }
    if (tag.name === 'Record' || tag.name === 'Workout') this.records += 1;
    const start = instantOf(a.startDate);
    const end = instantOf(a.endDate) ?? start;
    if (tag.name === 'Record' && start !== undefined && end !== undefined) {
      const record: RecordSample = {
        kind: 'record',
        type: this.names.of(a.type),
        source: this.names.of(a.sourceName),
        unit: this.names.of(a.unit),
        value: a.value ?? '',
        start,
        end,
        metadata: {},
      };
      if (tag.isSelfClosing) this.emit(record);
      else this.record = record;
    } else if (tag.name === 'MetadataEntry' && this.record && a.key !== undefined) {
      this.record.metadata[a.key] = a.value ?? '';
    } else if (tag.name === 'Workout' && start !== undefined && end !== undefined) {
      const workout: WorkoutSample = {
        kind: 'workout',
        activity: this.names.of(a.workoutActivityType),
        source: this.names.of(a.sourceName),
        start,
        end,
        attributes: a,
        statistics: [],
      };
      if (tag.isSelfClosing) this.emit(workout);
      else this.workout = workout;
    } else if (tag.name === 'WorkoutStatistics' && this.workout) {
      const sum = a.sum === undefined ? undefined : Number(a.sum);
      this.workout.statistics.push({ type: a.type ?? '', sum: Number.isFinite(sum) ? sum : undefined, unit: a.unit });
    }
  }

  private close(name: string): void {
    if (name === 'Record' && this.record) {
      this.emit(this.record);
      this.record = undefined;
    } else if (name === 'Workout' && this.workout) {
      this.emit(this.workout);
      this.workout = undefined;
    }
  }
}
