// An entry's measures as a form holds them (texts, in the person's units) and back (canonical numbers, checked
// against shared/measures.ts), plus subjects as one comma-separated text. Used by the review and the entry editor.
import type { EntryCollection } from '@shared/entry-types';
import {
  canonicalValue,
  KM_PER_MILE,
  localValue,
  MEASURES,
  MEASURES_OF,
  ML_PER_FL_OZ,
  type MeasureName,
  type Measures,
  type UnitSystem,
} from '@shared/measures';

/** Each measure's text as typed: '' is "not given". */
export type MeasureDraft = Partial<Record<MeasureName, string>>;
export type MeasureProblems = Partial<Record<MeasureName, string>>;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** How a measure reads and is typed in the person's units: its unit, and the factor from it to the stored unit. */
export function measureUnit(name: MeasureName, system: UnitSystem): { unit?: string; toStored: number } {
  if (name === 'distance_km') return system === 'us' ? { unit: 'mi', toStored: KM_PER_MILE } : { unit: 'km', toStored: 1 };
  if (name === 'volume_ml') return system === 'us' ? { unit: 'fl oz', toStored: ML_PER_FL_OZ } : { unit: 'ml', toStored: 1 };
  const def = MEASURES[name];
  return { unit: 'unit' in def ? def.unit : undefined, toStored: 1 };
}

/** "Distance (mi)", "Mood (1–10)", "Dose unit". */
export function measureLabel(name: MeasureName, system: UnitSystem): string {
  const { unit } = measureUnit(name, system);
  const label = MEASURES[name].label;
  return unit && !label.includes('(') ? `${label} (${unit})` : label;
}

function textOf(name: MeasureName, value: unknown, system: UnitSystem): string {
  if (value === undefined || value === null) return '';
  const kind = MEASURES[name].kind;
  if (kind === 'yes-no') return value ? 'yes' : 'no';
  if (kind === 'integer' || kind === 'number') {
    const { toStored } = measureUnit(name, system);
    return String(round(Number(value) / toStored, 2));
  }
  return String(value);
}

/** A stored entry's (or an extracted item's) measures as the form's texts, in the person's units. */
export function draftFromMeasures(measures: Measures | null | undefined, system: UnitSystem): MeasureDraft {
  const draft: MeasureDraft = {};
  const m = { ...(measures ?? {}) };
  if (m.value !== undefined) {
    const local = localValue(m.value, m.unit, system);
    m.value = local.value;
    m.unit = local.unit || undefined;
  }
  for (const [name, value] of Object.entries(m) as [MeasureName, unknown][]) {
    if (name in MEASURES) draft[name] = textOf(name, value, system);
  }
  return draft;
}

/** "5,5" reads as 5.5; anything but a plain number is NaN. */
const readNumber = (text: string) => (/^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN);

/**
 * The form's texts as stored measures of the collection (others dropped: a change of type keeps what still
 * applies), with a message per measure that is not a valid value. A related-data value is converted by its unit
 * (lb → kg, °F → °C, mg/dL → mmol/L). A text left as `stored` filled it keeps the stored value exactly (5 km
 * shown as 3.11 mi stays 5 km).
 */
export function measuresFromDraft(
  collection: EntryCollection,
  draft: MeasureDraft,
  system: UnitSystem,
  stored?: Measures | null,
): { measures: Measures; problems: MeasureProblems } {
  const measures: Record<string, unknown> = {};
  const problems: MeasureProblems = {};
  const filled = draftFromMeasures(stored, system);
  const untouched = (name: MeasureName) => stored?.[name] !== undefined && (draft[name] ?? '').trim() === filled[name];
  const valueUntouched = untouched('value') && (draft.unit ?? '').trim() === (filled.unit ?? '');
  for (const name of MEASURES_OF[collection]) {
    const text = (draft[name] ?? '').trim();
    if (!text) continue;
    if (name === 'value' || name === 'unit' ? valueUntouched : untouched(name)) {
      measures[name] = stored![name];
      continue;
    }
    const def: { label: string; kind: string; min?: number; max?: number } = MEASURES[name];
    const label = def.label.replace(/\s*\(.*\)$/, '');
    if (def.kind === 'integer' || def.kind === 'number') {
      const { unit, toStored } = measureUnit(name, system);
      const typed = readNumber(text);
      const stored = name === 'distance_km' || name === 'volume_ml' ? round(typed * toStored, 3) : typed;
      const bounds = `${label} must be between ${round(def.min! / toStored, 1)} and ${round(def.max! / toStored, 1)}${unit ? ` ${unit}` : ''}.`;
      if (Number.isNaN(typed)) problems[name] = `${label} must be a number.`;
      else if (def.kind === 'integer' && !Number.isInteger(typed)) problems[name] = `${label} must be a whole number.`;
      else if (name !== 'value' && (stored < def.min! || stored > def.max!)) problems[name] = bounds;
      else measures[name] = stored;
    } else if (def.kind === 'yes-no') {
      measures[name] = text === 'yes';
    } else {
      measures[name] = text;
    }
  }
  if (typeof measures.value === 'number' && !valueUntouched) {
    const canonical = canonicalValue(measures.value, typeof measures.unit === 'string' ? measures.unit : '');
    measures.value = canonical.value;
    if (canonical.unit) measures.unit = canonical.unit;
  }
  return { measures: measures as Measures, problems };
}

/** "coffee, oat milk" → ['coffee', 'oat milk'] (lower case, no repeats, no blanks). */
export function subjectsFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export const subjectsText = (subjects: readonly string[] | null | undefined) => (subjects ?? []).join(', ');
