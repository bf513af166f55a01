// Entry builders the app formats share (docs/IMPORT.md "Other apps' exports"): an entry of a type at an instant with
// its measures, a related-data reading with its unit in canonical form, another app's rating scale on Tend's 1–10,
// and subject names as the schema takes them. Pure: each answers an AppEntry for the format's reader.
import type { EntryCollection } from '../../../shared/entry-types';
import { canonicalValue, type Measures } from '../../../shared/measures';
import { SUBJECT_MAX_LENGTH, SUBJECTS_MAX } from '../../../shared/schemas/measures';
import type { AppContext, AppEntry } from './app-format';
import { timeFields } from './app-rows';

/** Names as subjects: trimmed, lower case, at most 60 characters, no duplicates, at most 20. */
export function subjectsOf(names: readonly string[]): string[] {
  const kept = names.map((name) => name.trim().toLowerCase().slice(0, SUBJECT_MAX_LENGTH).trim()).filter(Boolean);
  return [...new Set(kept)].slice(0, SUBJECTS_MAX);
}

interface DetailParts {
  details: string;
  measures?: Measures;
  subjects?: readonly string[];
  notes?: string;
}

/** An entry with a `details` text (every type but related data). Empty measures, subjects and notes are left out. */
export function detailEntry(
  collection: Exclude<EntryCollection, 'related-data'>,
  key: string,
  ms: number,
  context: AppContext,
  parts: DetailParts,
): AppEntry {
  const subjects = subjectsOf(parts.subjects ?? []);
  return {
    collection,
    key,
    entry: {
      ...timeFields(ms, context),
      details: parts.details,
      ...(parts.measures && Object.keys(parts.measures).length > 0 ? { measures: parts.measures } : {}),
      ...(subjects.length > 0 ? { subjects } : {}),
      ...(parts.notes ? { notes: parts.notes } : {}),
    },
  };
}

interface RelatedParts {
  name: string;
  type: string;
  text: string;
  measures?: Measures;
  subjects?: readonly string[];
  notes?: string;
}

/** A related-data entry ("Weight", type `weight`, "72.4 kg"). */
export function relatedEntry(key: string, ms: number, context: AppContext, parts: RelatedParts): AppEntry {
  const subjects = subjectsOf(parts.subjects ?? []);
  return {
    collection: 'related-data',
    key,
    entry: {
      ...timeFields(ms, context),
      item_name: parts.name,
      item_type: parts.type,
      data_details: parts.text,
      ...(parts.measures && Object.keys(parts.measures).length > 0 ? { measures: parts.measures } : {}),
      ...(subjects.length > 0 ? { subjects } : {}),
      ...(parts.notes ? { notes: parts.notes } : {}),
    },
  };
}

/** A reading with its unit as stored (lb → kg, °F → °C, mg/dL → mmol/L): "72.4 kg" and its measures. */
export function reading(
  key: string,
  ms: number,
  context: AppContext,
  what: { name: string; type: string; value: number; unit: string; notes?: string },
): AppEntry {
  const stored = canonicalValue(what.value, what.unit);
  const value = Math.round(stored.value * 100) / 100;
  return relatedEntry(key, ms, context, {
    name: what.name,
    type: what.type,
    text: `${value} ${stored.unit}`,
    measures: { value, unit: stored.unit },
    notes: what.notes,
  });
}

/** A rating on another app's scale of `points` (1…points) on Tend's 1–10, its ends kept; undefined outside the scale. */
export function onTenPointScale(value: number, points: number): number | undefined {
  if (!Number.isFinite(value) || value < 1 || value > points) return undefined;
  return Math.round(1 + ((value - 1) * 9) / (points - 1));
}

/** "1,234" as a person reads it. */
export const grouped = (n: number) => n.toLocaleString('en-US');
