// Bearable's readings as entries (docs/IMPORT.md "Other apps' exports"): a mood (1–10 as it is), an energy level
// (1–5, or its word, on 1–10), a symptom with its severity (0–4, or its word), the day's factors as subjects, a
// medication, a meal, and a health measurement with its unit (weight, steps, blood pressure, any other).
import { typeKey } from '../../../shared/entry-types';
import type { Measures } from '../../../shared/measures';
import type { AppContext, AppResult } from './app-format';
import { detailEntry, onTenPointScale, reading, relatedEntry } from './app-entries';
import { numberOf } from './app-rows';

/** Bearable's severity words, on its (and Tend's) 0–4 scale. */
const SEVERITIES: Readonly<Record<string, number>> = { none: 0, mild: 1, moderate: 2, severe: 3, unbearable: 4, extreme: 4 };
export const ENERGY_WORDS: Readonly<Record<string, number>> = { 'v. low': 1, low: 2, ok: 3, high: 4, 'v. high': 5 };

/** "Back (lower) pain (Moderate)" → name "Back (lower) pain", severity 2 (the rating wins when it is 0–4). */
export function symptomOf(detail: string, rating: string): { name: string; severity?: number } {
  const match = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(detail);
  const word = match?.[2].trim().toLowerCase();
  const name = match && word !== undefined && word in SEVERITIES ? match[1].trim() : detail.trim();
  const number = numberOf(rating);
  const severity =
    number !== undefined && Number.isInteger(number) && number >= 0 && number <= 4 ? number : word ? SEVERITIES[word] : undefined;
  return { name, severity };
}

export const split = (text: string) =>
  text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

export interface RowEntry {
  key: string;
  at: number;
  notes: string;
}

export function moodEntry({ key, at, notes }: RowEntry, number: number | undefined, detail: string, context: AppContext): AppResult {
  const mood = number !== undefined && number >= 1 && number <= 10 ? Math.round(number) : undefined;
  const words = [`Mood ${number ?? ''}${mood ? '/10' : ''}`.trim(), detail].filter(Boolean).join(': ');
  return detailEntry('mood-stress', key, at, context, {
    details: words,
    measures: mood ? { mood } : {},
    subjects: ['mood', ...split(detail)],
    notes,
  });
}

export function energyEntry({ key, at, notes }: RowEntry, number: number | undefined, detail: string, context: AppContext): AppResult {
  const level = number ?? ENERGY_WORDS[detail.toLowerCase()];
  const energy = level === undefined ? undefined : onTenPointScale(level, 5);
  return detailEntry('mood-stress', key, at, context, {
    details: `Energy: ${detail || level}`,
    measures: energy ? { energy } : {},
    subjects: ['energy'],
    notes,
  });
}

export function symptomEntry({ key, at, notes }: RowEntry, detail: string, rating: string, context: AppContext): AppResult {
  const { name, severity } = symptomOf(detail, rating);
  return detailEntry('test-subjects', key, at, context, {
    details: detail,
    measures: severity === undefined ? {} : { severity },
    subjects: [name],
    notes,
  });
}

export function factorsEntry({ key, at, notes }: RowEntry, factors: string[], context: AppContext): AppResult {
  return relatedEntry(key, at, context, { name: 'Factors', type: 'factors', text: factors.join(', '), subjects: factors, notes });
}

export function foodEntry({ key, at, notes }: RowEntry, detail: string, context: AppContext): AppResult {
  const items = split(detail.replace(/^meals:\s*/i, ''));
  return detailEntry('food-drinks', key, at, context, { details: items.join(', ') || detail, subjects: items, notes });
}

/** "Weight (kg)" 72.4 → a weight reading; "Step count (steps)" → steps; "Blood pressure" 120/80 → systolic/diastolic. */
export function measurementEntry(
  { key, at, notes }: RowEntry,
  detail: string,
  rating: string,
  row: number,
  context: AppContext,
): AppResult[] {
  const match = /^(.*?)\s*(?:\(([^()]+)\))?\s*$/.exec(detail)!;
  const [name, unit] = [match[1].trim() || 'Measurement', (match[2] ?? '').trim()];
  const pressure = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(rating);
  if (pressure) {
    const measures: Measures = { systolic: Number(pressure[1]), diastolic: Number(pressure[2]) };
    return [relatedEntry(key, at, context, { name: 'Blood pressure', type: 'blood_pressure', text: `${rating} mmHg`, measures, notes })];
  }
  const value = numberOf(rating);
  if (value === undefined) return rating ? [{ problem: `Row ${row}: “${rating}” is not a number for ${detail || 'a measurement'}.` }] : [];
  if (/step/i.test(name)) {
    return [
      detailEntry('physical-activities', key, at, context, {
        details: `${Math.round(value)} steps`,
        measures: { steps: Math.round(value) },
        subjects: ['walking'],
        notes,
      }),
    ];
  }
  if (!unit) return [relatedEntry(key, at, context, { name, type: typeKey(name), text: `${value}`, measures: { value }, notes })];
  return [reading(key, at, context, { name, type: typeKey(name), value, unit, notes })];
}

export function medicationEntry({ key, at, notes }: RowEntry, detail: string, context: AppContext): AppResult {
  return detailEntry('supplements', key, at, context, { details: detail, subjects: [detail.replace(/\s*\(.*\)\s*$/, '')], notes });
}
