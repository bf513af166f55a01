// What the fitness and food apps' formats share (docs/IMPORT.md "Other apps' exports"): the cells those apps write
// ("--" for nothing, "01:02:03" for a duration), the units a file leaves unsaid (read from the person's zone, as the
// app shows units), keys that count a repeated row, and the bodies of an activity and of a related-data value.
import { typeKey } from '../../../shared/entry-types';
import { canonicalValue, type Measures } from '../../../shared/measures';
import type { AppContext, AppEntry } from './app-format';
import { detailEntry, relatedEntry } from './app-entries';
import { numberOf } from './app-rows';

/** A number cell; `--`, `-`, `N/A` and '' (what the apps write for "not measured") are undefined. */
export function cellNumber(text: string): number | undefined {
  const cell = text.trim().replace(/^["']+|["']+$/g, '');
  if (/^(--?|n\/a|null)$/i.test(cell)) return undefined;
  return numberOf(cell);
}

/** Minutes of `01:02:03`, `1:02:03.4`, `45:10` (minutes and seconds) or a plain number of minutes; undefined for none. */
export function minutesOf(text: string): number | undefined {
  const cell = text.trim();
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}(?:[.,]\d+)?))?$/.exec(cell);
  if (!clock) return cellNumber(cell);
  const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3] === undefined ? undefined : Number(clock[3].replace(',', '.'))];
  const minutes = c === undefined ? a + b / 60 : a * 60 + b + c / 60;
  return Math.round(minutes * 10) / 10;
}

/** The zones of the countries that read miles and pounds (as shared/measures.ts unitSystemOf: US, Liberia, Myanmar). */
const IMPERIAL_ZONES =
  /^(America\/(New_York|Detroit|Kentucky\/.+|Indiana\/.+|Chicago|Menominee|North_Dakota\/.+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Louisville|Fort_Wayne|Indianapolis)|Pacific\/Honolulu|US\/.+|Africa\/Monrovia|Asia\/(Yangon|Rangoon))$/;

/** The units a file that does not name them was written in: the app shows the units of the person's country. */
export const usesImperial = (zone: string) => IMPERIAL_ZONES.test(zone);

/**
 * Keys made unique within a file: the same fact twice (two coffees at 8:00) is `key`, then `key#2`, `key#3`. Counted
 * per 32-bit hash of the key, as the generic CSV counts its rows (docs/IMPORT.md "A generic CSV"): a collision only
 * numbers a row higher, the same way on every import, and a million rows hold a few tens of MB, not their keys.
 */
export class Keys {
  private readonly seen = new Map<number, number>();
  of(key: string): string {
    const slot = fnv1a(key);
    const count = (this.seen.get(slot) ?? 0) + 1;
    this.seen.set(slot, count);
    return count > 1 ? `${key}#${count}` : key;
  }
}

/** FNV-1a, 32 bits: a cheap, stable hash of a text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A file of one row a day (or a log id) that names the same day twice (two exports pasted together) would import it
 * twice: the second row is a problem naming the first. Holds one small entry per day.
 */
export class Days {
  private readonly seen = new Map<string, number>();
  once(key: string, row: number, said: string): { problem: string } | undefined {
    const first = this.seen.get(key);
    if (first === undefined) {
      this.seen.set(key, row);
      return undefined;
    }
    return { problem: `Row ${row}: ${said} is already in row ${first}; this file has one row for it: remove one of the two.` };
  }
}

/** A name as the app wrote it, without a layer of quotes some exports add inside the cell, at most `max` characters. */
export const cleanName = (text: string, max = 200) =>
  text
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/\s+/g, ' ')
    .slice(0, max);

/** 12,345 → "12,345"; 8.456 → "8.46". */
export const said = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

export const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** An activity entry (Physical Activities) at `ms`, with only the measures that have a value. */
export function activityEntry(ms: number, context: AppContext, key: string, fields: ActivityFields): AppEntry {
  const measures = Object.fromEntries(Object.entries(fields.measures).filter(([, value]) => value !== undefined)) as Measures;
  const subjects = fields.subject ? [fields.subject] : [];
  return detailEntry('physical-activities', key, ms, context, { details: fields.details, measures, subjects, notes: fields.notes });
}

export interface ActivityFields {
  details: string;
  measures: Pick<Measures, 'steps' | 'distance_km' | 'duration_min'>;
  notes?: string;
  /** What the activity is ("running"), for insights. */
  subject?: string;
}

/**
 * A related-data value (weight, body fat, blood pressure) at `ms`, in its canonical unit (lb → kg): `name` is what the
 * person reads ("Weight"), `source` the app ("Fitbit") said in the text.
 */
export function valueEntry(
  ms: number,
  context: AppContext,
  key: string,
  name: string,
  value: number,
  unit: string,
  source: string,
): AppEntry {
  const canonical = unitOf(value, unit);
  return relatedEntry(key, ms, context, {
    name,
    type: typeKey(name) || 'other',
    text: `${name}: ${said(canonical.value)}${canonical.unit === '%' || !canonical.unit ? canonical.unit : ` ${canonical.unit}`} (${source})`,
    measures: canonical.unit ? { value: canonical.value, unit: canonical.unit } : { value: canonical.value },
  });
}

/** Blood pressure as related data: systolic and diastolic in mmHg. */
export function pressureEntry(ms: number, context: AppContext, key: string, systolic: number, diastolic: number, source: string): AppEntry {
  return relatedEntry(key, ms, context, {
    name: 'Blood pressure',
    type: 'blood_pressure',
    text: `Blood pressure: ${systolic}/${diastolic} mmHg (${source})`,
    measures: { systolic: Math.round(systolic), diastolic: Math.round(diastolic) },
  });
}

/** canonicalValue, and lengths in inches as centimetres (waist, hips). */
function unitOf(value: number, unit: string): { value: number; unit: string } {
  if (/^(in|inch|inches|")$/i.test(unit.trim())) return { value: round(value * 2.54, 1), unit: 'cm' };
  return canonicalValue(value, unit);
}
