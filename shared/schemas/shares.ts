// Share links (docs/SHARING.md): a SMART Health Link a person makes for a clinician (what it holds, how long it lives,
// a passcode), the person's list of their links and who opened them, and the public manifest request any SHL viewer
// sends. Server and client share them; each message names its field plainly (the 400 field map of docs/PRODUCT.md).
import * as z from 'zod';
import { FHIR_DAYS_MAX, FHIR_DAYS_MIN, FHIR_TYPES, PATIENT_CHOICES } from '../fhir-export';

export const SHARE_LIMITS = {
  /** A link's period is the FHIR export's (shared/fhir-export.ts). */
  minDays: FHIR_DAYS_MIN,
  maxDays: FHIR_DAYS_MAX,
  minExpiryDays: 1,
  maxExpiryDays: 90,
  defaultExpiryDays: 14,
  labelMax: 80,
  /** Wrong passcodes a link takes; the next one locks it (docs/SHARING.md "Security"). */
  wrongPasscodes: 10,
  /** How long a file's signed URL works, in seconds. */
  fileUrlSeconds: 300,
  recipientMax: 200,
  passcodeMax: 100,
} as const;

/** What a link may include: the FHIR export's types, the entry collections' names (shared/fhir-export.ts). */
export const SHARE_TYPES = FHIR_TYPES;
export const SHARE_STATUSES = ['active', 'expired', 'revoked', 'locked'] as const;
export const BROWSER_FAMILIES = ['Chrome', 'Safari', 'Firefox', 'Edge', 'other'] as const;

/** What the manifest answers a link no longer open, however it ended (never which: docs/SHARING.md). */
export const sharesMessages = {
  gone: 'This link no longer works. Ask the person who shared it for a new one.',
  wrongPasscode: 'Passcode: that is not the passcode of this link.',
  notFound: 'There is no such shared link.',
} as const;

const whole = (field: string, min: number, max: number) =>
  z
    .number(`${field}: give a whole number from ${min} to ${max}.`)
    .int(`${field}: give a whole number from ${min} to ${max}.`)
    .min(min, `${field}: give a whole number from ${min} to ${max}.`)
    .max(max, `${field}: give a whole number from ${min} to ${max}.`);

export const shareCreateRequest = z.object({
  days: whole('Days', SHARE_LIMITS.minDays, SHARE_LIMITS.maxDays),
  types: z
    .array(z.enum(SHARE_TYPES, `Types: use ${SHARE_TYPES.join(', ')}.`), `Types: choose at least one of ${SHARE_TYPES.join(', ')}.`)
    .min(1, `Types: choose at least one of ${SHARE_TYPES.join(', ')}.`)
    .max(SHARE_TYPES.length, 'Types: name each type once.')
    .refine((types) => new Set(types).size === types.length, 'Types: name each type once.'),
  patient: z.enum(PATIENT_CHOICES, 'Patient: use name, initials or none.'),
  /** The profile's birth year and sex in the FHIR file's Patient, each only when chosen. */
  birth_year: z.boolean('Birth year: true or false.').default(true),
  sex: z.boolean('Sex: true or false.').default(true),
  expires_in_days: whole('Expires in days', SHARE_LIMITS.minExpiryDays, SHARE_LIMITS.maxExpiryDays).default(SHARE_LIMITS.defaultExpiryDays),
  passcode: z.boolean('Passcode: true or false.').default(true),
  label: z
    .string('Label: give the link a name, such as "For my doctor".')
    .trim()
    .min(1, 'Label: give the link a name, such as "For my doctor".')
    .max(SHARE_LIMITS.labelMax, `Label: at most ${SHARE_LIMITS.labelMax} characters.`),
  /** The IANA zone the summary's days are counted in; the profile's zone (or UTC) when left out. */
  timezone: z.string('Timezone: give an IANA time zone such as Europe/London.').max(64, 'Timezone: too long.').optional(),
});
export type ShareCreateRequest = z.infer<typeof shareCreateRequest>;

export const shareSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  days: z.number().int(),
  types: z.array(z.enum(SHARE_TYPES)),
  patient: z.enum(PATIENT_CHOICES),
  birth_year: z.boolean(),
  sex: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Whether the link asks for a passcode (never the passcode). */
  passcode: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  opens: z.number().int(),
  last_opened_at: z.string().nullable(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;

export const shareCreatedResponse = z.object({
  share: shareSummarySchema,
  /** The SMART Health Link: `shlink:/` and base64url JSON; it holds the key, shown this once. */
  shlink: z.string(),
  /** The app's viewer page with the link after `#`, so the key never reaches a server. */
  viewer_url: z.string(),
  /** Shown this once; null when the link has no passcode. */
  passcode: z.string().nullable(),
});

export const sharesResponse = z.object({ shares: z.array(shareSummarySchema) });

export const shareOpenSchema = z.object({
  at: z.string(),
  /** The viewer's country (ISO 3166 alpha-2) as CloudFront saw it; null where none is known (locally). */
  country: z.string().nullable(),
  browser: z.enum(BROWSER_FAMILIES),
});
export const shareOpensResponse = z.object({ opens: z.array(shareOpenSchema) });

/** The SHL manifest request (SMART Health Links, "Manifest request"). */
export const manifestRequest = z.object({
  recipient: z
    .string('Recipient: say who is opening the link.')
    .trim()
    .min(1, 'Recipient: say who is opening the link.')
    .max(SHARE_LIMITS.recipientMax, 'Recipient: too long.'),
  passcode: z.string('Passcode: give it as text.').max(SHARE_LIMITS.passcodeMax, 'Passcode: too long.').optional(),
  embeddedLengthMax: z.number('EmbeddedLengthMax: give a whole number.').int('EmbeddedLengthMax: give a whole number.').min(0).optional(),
});

export const manifestFileSchema = z.union([
  z.object({ contentType: z.literal('application/fhir+json'), location: z.string() }),
  z.object({ contentType: z.literal('application/fhir+json'), embedded: z.string() }),
]);
export const manifestResponse = z.object({ files: z.array(manifestFileSchema) });
/** A wrong or missing passcode (401, beside its `detail`): the tries left before the link locks. */
export const manifestPasscodeRefusal = z.object({ detail: z.string(), remainingAttempts: z.number().int() });
