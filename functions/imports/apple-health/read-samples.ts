// export.xml's elements as samples, one at a time (docs/IMPORT.md "Apple Health"): a <Record> (with its
// <MetadataEntry> children) or a <Workout> (with its <WorkoutStatistics> children, where iOS 16+ keeps distance and
// energy). saxes is a strict, non-validating streaming parser: Apple's DOCTYPE with its internal DTD subset is read
// and ignored, and memory holds one element, whatever the file's size. An element is bounded too (S51): past
// ELEMENT_LIMITS its children are counted, not held, and the element is a problem naming its line instead of a
// sample; a token the parser would have to hold whole (a tag, a comment) past 1 Mi characters stops the file.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { APPLE_HEALTH_TOKEN_MAX_CHARS, AppleHealthImportError } from './errors';
import { writtenTime } from './written-time';

/**
 * What one element read may carry. The Health app writes up to ten attributes on a <Record> or <Workout> and device
 * texts of about 200 characters, a handful of <MetadataEntry> per sample (time zone, sync ids, motion context) and
 * one <WorkoutStatistics> per statistic (about ten): each limit is ten times that or more.
 */
export const ELEMENT_LIMITS = {
  /** <MetadataEntry> children of one <Record> (the reader keeps them) or <Workout>. */
  metadataEntries: 100,
  /** <WorkoutStatistics> children of one <Workout>. */
  statistics: 100,
  /** Attributes of one element. */
  attributes: 64,
  /** Characters of one attribute's value. */
  attributeChars: 8192,
} as const;

/** Writes go to the parser in pieces this long, so the token check runs at least this often. */
const PIECE_CHARS = 64 * 1024;

/** What saxes holds while a token is unfinished: private fields of saxes 6.0.0 (pinned; a unit test watches them). */
interface SaxesBuffers {
  text?: string;
  name?: string;
  entity?: string;
  piTarget?: string;
  /** The attributes of the tag being read, until the tag ends. */
  attribList?: { name: string; value: string }[];
}

export interface RecordSample {
  kind: 'record';
  type: string;
  source: string;
  unit: string;
  value: string;
  start: number;
  end: number;
  /** The offset the start was written with (minutes east of UTC): its day and hour are the phone's (written-time.ts). */
  offset: number;
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
  offset: number;
  attributes: Record<string, string>;
  statistics: WorkoutStat[];
}

export type Sample = RecordSample | WorkoutSample;

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
      // Apple's names are short; a long one (up to the attribute limit) is copied but not kept for sharing.
      if (this.names.size < 10_000 && name.length <= 256) this.names.set(name, name);
    }
    return name;
  }
}

/** The <Record> or <Workout> being read, and why it will be a problem rather than a sample (children are not held). */
interface Reading<T> {
  sample: T;
  line: number;
  fault?: string;
  metadata: number;
}

/** The metadata of a record that is a problem (never handed on, so one empty object serves them all). */
const NO_METADATA: Record<string, string> = {};

const elementFault = (line: number, name: string, fault: string) =>
  `Line ${line} of export.xml: a <${name}> has ${fault}, more than the Health app writes; it is not read.`;

/**
 * A push parser: write text chunks, samples come out through `emit` and elements over ELEMENT_LIMITS through
 * `problem`; `records` counts the elements read.
 */
export class SampleReader {
  records = 0;
  /** Samples with a start or end written without an offset (read in the import's zone). */
  bareTimes = 0;
  /** The export's <ExportDate>, when it has one. */
  exportedAt: number | undefined;
  private readonly parser = new SaxesParser();
  private readonly names = new Names();
  private root: string | undefined;
  private record: Reading<RecordSample> | undefined;
  private workout: Reading<WorkoutSample> | undefined;
  /** The tag being read: its attributes so far, and the first of ELEMENT_LIMITS they pass (reset as it opens). */
  private attributes = 0;
  private attributesFault: string | undefined;

  constructor(
    private readonly emit: (sample: Sample) => void,
    private readonly problem: (message: string) => void = () => undefined,
    /** The import's zone: a time written without an offset is read in it. */
    private readonly zone = 'UTC',
  ) {
    this.parser.on('error', (error) => {
      throw new AppleHealthImportError('malformed-xml', error.message);
    });
    // Counted as saxes reads them (the cheapest of the ways measured: a call per attribute costs less than walking
    // each element's attribute object afterwards).
    this.parser.on('attribute', ({ name, value }) => {
      if (this.attributesFault !== undefined) return;
      if (++this.attributes > ELEMENT_LIMITS.attributes) this.attributesFault = `more than ${ELEMENT_LIMITS.attributes} attributes`;
      else if (value.length > ELEMENT_LIMITS.attributeChars) {
        this.attributesFault = `an attribute (${name.slice(0, 40)}) longer than ${ELEMENT_LIMITS.attributeChars.toLocaleString('en-US')} characters`;
      }
    });
    this.parser.on('opentag', (tag) => this.open(tag as SaxesTagPlain));
    this.parser.on('closetag', (tag) => this.close(tag.name));
  }

  write(text: string): void {
    for (let at = 0; at < text.length; at += PIECE_CHARS) {
      this.parser.write(text.length <= PIECE_CHARS ? text : text.slice(at, at + PIECE_CHARS));
      this.checkHeld();
    }
  }

  /** Characters the parser holds for the token it is in, asked after each piece: the refusal comes before a long token fills memory. */
  held(): number {
    const buffers = this.parser as unknown as SaxesBuffers;
    let held = (buffers.text?.length ?? 0) + (buffers.name?.length ?? 0) + (buffers.entity?.length ?? 0) + (buffers.piTarget?.length ?? 0);
    for (const attribute of buffers.attribList ?? []) held += attribute.name.length + attribute.value.length + 1;
    return held;
  }

  private checkHeld(): void {
    if (this.held() <= APPLE_HEALTH_TOKEN_MAX_CHARS) return;
    const { line, column } = this.parser;
    throw new AppleHealthImportError('token-too-large', `line ${line}, column ${column}`);
  }

  end(): void {
    this.parser.close();
    if (this.root === undefined) throw new AppleHealthImportError('malformed-xml', 'the file is empty');
  }

  private open(tag: SaxesTagPlain): void {
    const a = tag.attributes;
    const fault = this.attributesFault;
    this.attributes = 0;
    this.attributesFault = undefined;
    if (this.root === undefined) {
      this.root = tag.name;
      if (tag.name === 'gpx') throw new AppleHealthImportError('gpx');
      if (tag.name !== 'HealthData') {
        throw new AppleHealthImportError('other-xml', `it starts with <${tag.name.slice(0, 40)}>, the Health app’s with <HealthData>`);
      }
      return;
    }
    if (tag.name === 'ExportDate') this.exportedAt = writtenTime(a.value, this.zone)?.ms;
    const sampled = tag.name === 'Record' || tag.name === 'Workout';
    if (sampled) this.records += 1;
    const started = sampled ? writtenTime(a.startDate, this.zone) : undefined;
    const ended = sampled ? (writtenTime(a.endDate, this.zone) ?? started) : undefined;
    if (started?.bare || ended?.bare) this.bareTimes += 1;
    const [start, end, offset] = [started?.ms, ended?.ms, started?.offset ?? 0];
    if (tag.name === 'Record' && start !== undefined && end !== undefined) {
      const record: RecordSample = {
        kind: 'record',
        type: this.nameOf(a.type, fault),
        source: this.nameOf(a.sourceName, fault),
        unit: this.nameOf(a.unit, fault),
        value: fault ? '' : (a.value ?? ''),
        start,
        end,
        offset,
        metadata: {},
      };
      const reading = { sample: record, line: this.parser.line, fault, metadata: 0 };
      if (tag.isSelfClosing) this.finish('Record', reading);
      else this.record = reading;
    } else if (tag.name === 'MetadataEntry' && (this.record || this.workout)) {
      this.metadataEntry(this.record ?? this.workout!, a, fault);
    } else if (tag.name === 'Workout' && start !== undefined && end !== undefined) {
      const workout: WorkoutSample = {
        kind: 'workout',
        activity: this.nameOf(a.workoutActivityType, fault),
        source: this.nameOf(a.sourceName, fault),
        start,
        end,
        offset,
        attributes: fault ? {} : a,
        statistics: [],
      };
      const reading = { sample: workout, line: this.parser.line, fault, metadata: 0 };
      if (tag.isSelfClosing) this.finish('Workout', reading);
      else this.workout = reading;
    } else if (tag.name === 'WorkoutStatistics' && this.workout) {
      const reading = this.workout;
      reading.fault ??= fault && `a <WorkoutStatistics> with ${fault}`;
      if (reading.fault) return;
      if (reading.sample.statistics.length >= ELEMENT_LIMITS.statistics) {
        reading.fault = `more than ${ELEMENT_LIMITS.statistics} <WorkoutStatistics>`;
        reading.sample.statistics = [];
        return;
      }
      const sum = a.sum === undefined ? undefined : Number(a.sum);
      reading.sample.statistics.push({ type: a.type ?? '', sum: Number.isFinite(sum) ? sum : undefined, unit: a.unit });
    }
  }

  /** A name kept with the sample, unless the element is a problem (then nothing of it is kept). */
  private nameOf(text: string | undefined, fault: string | undefined): string {
    return fault === undefined ? this.names.of(text) : '';
  }

  /** A <MetadataEntry> of the sample being read: kept on a record, counted on either, up to the limit. */
  private metadataEntry(reading: Reading<Sample>, a: Record<string, string>, fault: string | undefined): void {
    reading.fault ??= fault && `a <MetadataEntry> with ${fault}`;
    reading.metadata += 1;
    if (!reading.fault && reading.metadata > ELEMENT_LIMITS.metadataEntries) {
      reading.fault = `more than ${ELEMENT_LIMITS.metadataEntries} <MetadataEntry>`;
    }
    if (reading.sample.kind !== 'record') return;
    // A problem element is never handed on: what was kept goes, and nothing more is.
    if (reading.fault) reading.sample.metadata = NO_METADATA;
    else if (a.key !== undefined) reading.sample.metadata[a.key] = a.value ?? '';
  }

  /** A sample read to its end: handed on, or its element reported as a problem. */
  private finish(name: string, reading: Reading<Sample>): void {
    if (reading.fault) this.problem(elementFault(reading.line, name, reading.fault));
    else this.emit(reading.sample);
  }

  private close(name: string): void {
    if (name === 'Record' && this.record) {
      this.finish(name, this.record);
      this.record = undefined;
    } else if (name === 'Workout' && this.workout) {
      this.finish(name, this.workout);
      this.workout = undefined;
    }
  }
}
