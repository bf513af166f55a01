// The `measures` and `subjects` schemas (docs/MEASURES.md): built from shared/measures.ts, optional on extracted
// items and on every entry. An out-of-range value is refused with a message that names the measure.
import * as z from 'zod';
import { CLOCK_PATTERN, MEASURES, type MeasureDef, type MeasureName, type Measures } from '../measures';

const range = (name: string, def: MeasureDef) => `${name} must be between ${def.min} and ${def.max}${def.unit ? ` ${def.unit}` : ''}.`;

function measureSchema(name: string, def: MeasureDef): z.ZodType {
  switch (def.kind) {
    case 'integer':
      return z
        .number(`${name} must be a number.`)
        .int(`${name} must be a whole number.`)
        .min(def.min!, range(name, def))
        .max(def.max!, range(name, def));
    case 'number':
      return z.number(`${name} must be a number.`).min(def.min!, range(name, def)).max(def.max!, range(name, def));
    case 'clock':
      return z.string(`${name} must be a time as HH:MM.`).regex(CLOCK_PATTERN, `${name} must be a time as HH:MM (24-hour).`);
    case 'choice':
      return z.enum(def.options as [string, ...string[]], `${name} must be one of: ${def.options!.join(', ')}.`);
    case 'yes-no':
      return z.boolean(`${name} must be true or false.`);
    case 'text':
      return z
        .string(`${name} must be text.`)
        .trim()
        .min(1, `${name} may not be blank.`)
        .max(def.maxLength!, `${name} must have at most ${def.maxLength} characters.`);
  }
}

const shape = Object.fromEntries(
  Object.entries(MEASURES).map(([name, def]) => [
    name,
    measureSchema(name, def)
      .optional()
      .describe(describe(name as MeasureName, def)),
  ]),
) as Record<MeasureName, z.ZodOptional<z.ZodType>>;

function describe(name: MeasureName, def: MeasureDef): string {
  const unit = def.unit ? ` in ${def.unit}` : '';
  const bounds = def.min !== undefined && !def.label.includes('(') ? ` (${def.min}–${def.max})` : '';
  return `${def.label}${unit}${bounds}`;
}

/**
 * Numbers an entry carries, in canonical metric units; unknown names are refused. Typed as shared/measures.ts' Measures:
 * built from its table at run time, zod could infer each measure only as unknown (test/unit/schema-types.test.ts).
 */
export const measuresSchema = z
  .strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown measure: ${issue.keys.join(', ')}.` : undefined),
  })
  .describe(
    "Numbers in the text, in metric units: only those that belong to the item's category; leave out what is not said.",
  ) as unknown as z.ZodType<Measures, Measures>;

export const SUBJECTS_MAX = 20;
export const SUBJECT_MAX_LENGTH = 60;

/** What an entry is about: canonical names, lower case, singular ("coffee", "magnesium", "running", "headache"). */
export const subjectsSchema = z
  .array(
    z
      .string('A subject must be text.')
      .trim()
      .toLowerCase()
      .min(1, 'A subject may not be blank.')
      .max(SUBJECT_MAX_LENGTH, `A subject must have at most ${SUBJECT_MAX_LENGTH} characters.`),
    'subjects must be a list of names.',
  )
  .max(SUBJECTS_MAX, `At most ${SUBJECTS_MAX} subjects.`)
  .transform((names) => [...new Set(names)])
  .describe(
    'Canonical names of what the item is about, lower case and singular: e.g. ["coffee"], ["oatmeal", "blueberry"], ["magnesium"], ["running"], ["headache"].',
  );
