// GET /api/export/fhir/'s query (docs/SHARING.md): the last `days` days, which entry types (comma-separated; all when
// absent), how the person is named and whether their birth year and sex are included; and the answer's outline, a FHIR R4 Bundle (its resources are FHIR's own schema).
import * as z from 'zod';
import { FHIR_DAYS_DEFAULT, FHIR_DAYS_MAX, FHIR_DAYS_MIN, FHIR_TYPES, PATIENT_CHOICES, type FhirType } from '../fhir-export';

const DAYS_MESSAGE = `Choose between ${FHIR_DAYS_MIN} and ${FHIR_DAYS_MAX} days.`;
const TYPES_MESSAGE = `Types: choose from ${FHIR_TYPES.join(', ')}.`;

export const fhirExportQuery = z.object({
  days: z.coerce
    .number(DAYS_MESSAGE)
    .int(DAYS_MESSAGE)
    .min(FHIR_DAYS_MIN, DAYS_MESSAGE)
    .max(FHIR_DAYS_MAX, DAYS_MESSAGE)
    .default(FHIR_DAYS_DEFAULT),
  types: z
    .string(TYPES_MESSAGE)
    .max(500, TYPES_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map((type) => type.trim()))])
    .refine((types) => types.length > 0 && types.every((type) => (FHIR_TYPES as readonly string[]).includes(type)), TYPES_MESSAGE)
    .transform((types) => types as FhirType[])
    .optional()
    .meta({ description: 'Entry types, comma-separated (all when absent): ' + FHIR_TYPES.join(', ') }),
  patient: z.enum(PATIENT_CHOICES, 'Patient: choose name, initials or none.').default('name'),
  birth_year: z.stringbool({ error: 'Birth year: true to include it, false to leave it out.' }).default(true),
  sex: z.stringbool({ error: 'Sex: true to include it, false to leave it out.' }).default(true),
});

/** The outline of the answer: a Bundle of type collection; each resource is as FHIR R4 defines it. */
export const fhirBundleSchema = z.object({
  resourceType: z.literal('Bundle'),
  id: z.string(),
  meta: z.object({ lastUpdated: z.string() }),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(z.object({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string(), id: z.string() }) })),
});
export type FhirBundleAnswer = z.infer<typeof fhirBundleSchema>;
