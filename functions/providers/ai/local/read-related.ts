// Related data's measures from words: a value in its canonical unit (lb → kg, °F → °C, mg/dL → mmol/L), or
// systolic/diastolic for blood pressure. A number without a unit is read by its size where that is safe.
import { canonicalValue, type Measures } from '../../../../shared/measures';

const NUMBER = '(-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|-?\\d+(?:[.,]\\d+)?)';
const UNIT =
  '(kgs?|kilos?|kilograms?|lbs?|pounds?|°\\s*[cf]|degrees?\\s*[cf]?|celsius|fahrenheit|[cf](?![a-z])|mmol\\/l|mg\\/dl|bpm|ms|%|mmhg|cm|mm|in(?:ches)?|h|min|count)?';
const VALUE = new RegExp(`(?<![\\w./])${NUMBER}\\s*${UNIT}`, 'gi');
const PRESSURE = /\b(\d{2,3})\s*\/\s*(\d{2,3})\b/;

interface Reading {
  value: number;
  unit: string;
}

const numberOf = (text: string) => Number(text.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));

/** The first number with its unit as written ('' when none), skipping times such as "at 7:30". */
function firstValue(text: string): Reading | undefined {
  for (const match of text.matchAll(VALUE)) {
    if (/^\s*:\d/.test(text.slice(match.index + match[0].length))) continue;
    return { value: numberOf(match[1]), unit: (match[2] ?? '').toLowerCase().replace(/\s+/g, '') };
  }
  return undefined;
}

/** A unit as `canonicalValue` reads it: "°c", "degreesc", "c" → °C. */
function unitName(unit: string): string {
  if (/^(?:°?c|degrees?c|celsius)$/.test(unit)) return '°C';
  if (/^(?:°?f|degrees?f|fahrenheit)$/.test(unit)) return '°F';
  return unit;
}

/** Per type: the unit a bare number is in, decided by its size when two units are common. */
const BARE_UNIT: Readonly<Record<string, (value: number) => string | undefined>> = {
  weight: () => 'kg',
  heart_rate: () => 'bpm',
  blood_glucose: (v) => (v > 35 ? 'mg/dL' : 'mmol/L'),
  body_temperature: (v) => (v > 50 ? '°F' : '°C'),
  blood_oxygen: () => '%',
  body_fat: () => '%',
};

export function readRelated(category: string, text: string): Measures {
  const pressure = PRESSURE.exec(text);
  if (pressure && (category === 'blood_pressure' || /\bmm\s*hg\b|\bbp\b|blood pressure/i.test(text))) {
    const [systolic, diastolic] = [Number(pressure[1]), Number(pressure[2])];
    if (systolic >= 40 && systolic <= 300 && diastolic >= 20 && diastolic <= 200) return { systolic, diastolic };
  }
  const reading = firstValue(text);
  if (!reading || !Number.isFinite(reading.value)) return {};
  let unit = unitName(reading.unit);
  // "38.2 degrees" or a bare number: the type's usual unit (a temperature's by its size).
  if (!unit || /^degrees?$/.test(unit)) unit = BARE_UNIT[category]?.(reading.value) ?? (unit ? '°C' : '');
  if (!reading.unit && category === 'heart_rate' && /\bhrv\b/i.test(text)) unit = 'ms';
  if (!unit) return Math.abs(reading.value) <= 1_000_000 ? { value: reading.value } : {};
  const canonical = canonicalValue(reading.value, unit);
  return Math.abs(canonical.value) <= 1_000_000 ? { value: canonical.value, unit: canonical.unit.slice(0, 20) } : {};
}
