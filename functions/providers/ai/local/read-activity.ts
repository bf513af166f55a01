// An activity's measures from words: duration, distance in km (miles converted), steps, intensity.
import { KM_PER_MILE, type Measures } from '../../../../shared/measures';
import { findDurations } from './durations';

const round2 = (n: number) => Math.round(n * 100) / 100;
const DECIMAL = '(\\d+(?:[.,]\\d+)?)';

// "5k", "5 km", "10 kilometres", "3 miles", "3mi"; "10k steps" is steps, not a distance.
const KM = new RegExp(`\\b${DECIMAL}\\s*(?:k|km|kms|kilomet(?:er|re)s?)\\b(?!\\s*steps)`, 'i');
const MILES = new RegExp(`\\b${DECIMAL}\\s*(?:mi|miles?)\\b`, 'i');
const METRES = new RegExp(`\\b${DECIMAL}\\s*(?:m|meters?|metres?)\\b(?!\\s*(?:min|minutes?))`, 'i');
const STEPS = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s*k|\d+)\s*steps\b/i;
/** Races by their distance (km). */
const RACES: readonly [RegExp, number][] = [
  [/\bhalf[ -]marathon\b/i, 21.1],
  [/\bmarathon\b/i, 42.2],
];

const INTENSITY: readonly [RegExp, 'light' | 'moderate' | 'vigorous'][] = [
  [/\b(?:vigorous|intense|hard|hiit|sprints?|sprinted|all[- ]out|tempo|intervals?|heavy)\b/i, 'vigorous'],
  [/\b(?:moderate|medium|steady|brisk)\b/i, 'moderate'],
  [/\b(?:light|easy|gentle|slow|leisurely|relaxed|stroll)\b/i, 'light'],
];

const decimal = (text: string) => Number(text.replace(',', '.'));

function distanceOf(text: string): number | undefined {
  const km = KM.exec(text);
  if (km) return round2(decimal(km[1]));
  const miles = MILES.exec(text);
  if (miles) return round2(decimal(miles[1]) * KM_PER_MILE);
  const metres = METRES.exec(text);
  // "800 m" is a distance; "5 m" is more likely minutes written short, so only a hundred metres or more count.
  if (metres && decimal(metres[1]) >= 100) return round2(decimal(metres[1]) / 1000);
  return RACES.find(([pattern]) => pattern.test(text))?.[1];
}

function stepsOf(text: string): number | undefined {
  const match = STEPS.exec(text);
  if (!match) return undefined;
  const raw = match[1].toLowerCase().replace(/\s+/g, '');
  return raw.endsWith('k') ? Math.round(Number(raw.slice(0, -1)) * 1000) : Number(raw.replace(/,/g, ''));
}

export function readActivity(text: string): Measures {
  const measures: Measures = {};
  const duration = findDurations(text)[0]?.minutes;
  if (duration !== undefined) measures.duration_min = duration;
  const distance = distanceOf(text);
  if (distance !== undefined) measures.distance_km = distance;
  const steps = stepsOf(text);
  if (steps !== undefined) measures.steps = steps;
  const intensity = INTENSITY.find(([pattern]) => pattern.test(text))?.[1];
  if (intensity) measures.intensity = intensity;
  return measures;
}
