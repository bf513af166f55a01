// Pieces of an Apple Health export.xml as the Health app writes them (iOS 17): the DOCTYPE with its internal DTD
// subset, dates as "2026-03-01 08:00:00 +0100", <Record>, <Workout> and <Correlation> elements, and a small zip
// writer. Used by the fixture generator (apple-health-fixture.ts) and by unit tests that need a few exact samples.
import { offsetMinutes } from '../../shared/time';
import { PassThrough, type Readable } from 'node:stream';
import * as yazl from 'yazl';

export const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  totalDistance         CDATA #IMPLIED
  totalDistanceUnit     CDATA #IMPLIED
  totalEnergyBurned     CDATA #IMPLIED
  totalEnergyBurnedUnit CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutStatistics EMPTY>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-11-20 10:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`;
export const FOOTER = '</HealthData>\n';

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset at an instant, asked of Intl once per zone and quarter hour: every zone's offsets and changes of
 * clocks fall on quarter hours, and a year's fixture writes some 750,000 dates (Intl for each took three quarters of
 * its generation time).
 */
function offsetAt(zone: string, ms: number): number {
  const key = `${zone} ${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetMinutes(zone, Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR);
    offsets.set(key, offset);
  }
  return offset;
}

/** An instant as export.xml writes it, in the zone the phone was in: "2026-03-01 08:00:00 +0100". */
export function appleDate(ms: number, zone: string): string {
  const offset = offsetAt(zone, ms);
  const wall = new Date(ms + offset * 60_000).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)} ${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}${pad(offset % 60)}`;
}

export const WATCH = {
  name: 'Anna’s Apple Watch',
  version: '10.1',
  device: '&lt;&lt;HKDevice: 0x2834a1e90&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;',
};
export const PHONE = {
  name: 'Anna’s iPhone',
  version: '17.1',
  device: '&lt;&lt;HKDevice: 0x2834a2f40&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;',
};
export type Source = { name: string; version: string; device?: string };

export interface RecordSpec {
  type: string;
  source: Source;
  start: number;
  end?: number;
  unit?: string;
  value?: string | number;
  metadata?: Record<string, string>;
}

/** One <Record> line (self-closing unless it has metadata). */
export function record(spec: RecordSpec, zone: string): string {
  const { source } = spec;
  const dates = `creationDate="${appleDate(spec.end ?? spec.start, zone)}" startDate="${appleDate(spec.start, zone)}" endDate="${appleDate(spec.end ?? spec.start, zone)}"`;
  const unit = spec.unit ? ` unit="${spec.unit}"` : '';
  const value = spec.value !== undefined ? ` value="${spec.value}"` : '';
  const device = source.device ? ` device="${source.device}"` : '';
  const open = ` <Record type="${spec.type}" sourceName="${source.name}" sourceVersion="${source.version}"${device}${unit} ${dates}${value}`;
  const meta = Object.entries(spec.metadata ?? {});
  if (meta.length === 0) return `${open}/>\n`;
  return `${open}>\n${meta.map(([k, v]) => `  <MetadataEntry key="${k}" value="${v}"/>\n`).join('')} </Record>\n`;
}

/** A zip of the given files, each a string or a stream of text (streamed: nothing is held whole). */
export function zipTo(output: NodeJS.WritableStream, files: Record<string, string | Readable>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === 'string') zip.addBuffer(Buffer.from(content), name);
    else zip.addReadStream(content, name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.on('error', reject);
    output.on('error', reject);
    output.on('finish', () => resolve());
    zip.outputStream.pipe(output);
  });
}

/** A small zip held in memory (unit tests). */
export async function zipBuffer(files: Record<string, string>): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await zipTo(sink, files);
  return Buffer.concat(chunks);
}
