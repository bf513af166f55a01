// Requests and answers of the import calls (issue 14, docs/IMPORT.md): a job is created with a signed upload, previewed
// (counts per type and date range, a CSV's mapping), confirmed, then written in batches with its progress kept.
import * as z from 'zod';
import { DATE_ORDERS } from '../account-rules';
import { IMPORT_SOURCES } from '../imports/imported-entry';
import { IMPORT_MAX_BYTES } from '../imports/import-limits';
import { ENTRY_COLLECTIONS } from '../entry-types';
import { isValidZone } from '../time';

export const IMPORT_STATUSES = ['uploading', 'previewing', 'ready', 'importing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const GIB = IMPORT_MAX_BYTES / 1024 ** 3;

export const createImportRequest = z.object({
  kind: z.enum(IMPORT_SOURCES, 'Choose what the file is: apple-health, csv or backup.'),
  file_name: z.string('This field is required.').trim().min(1, 'This field may not be blank.').max(255),
  size: z
    .number('This field is required.')
    .int()
    .min(1, 'The file is empty.')
    .max(IMPORT_MAX_BYTES, `The file is larger than ${GIB} GB, the most an import takes.`),
  timezone: z.string('This field is required.').refine(isValidZone, 'Unknown time zone: use an IANA name such as Europe/Paris.'),
});
export type CreateImportRequest = z.infer<typeof createImportRequest>;

const header = z.string().max(200);

/**
 * Which column of a generic CSV holds what; only the date is needed, and a column not named is not read (the mapping
 * replaces the suggested one). `default_type` types the rows without a type cell: with no `type` column, every row.
 */
export const csvMappingSchema = z.object({
  date: header.min(1, 'Choose the column that holds the date.'),
  time: header.optional(),
  type: header.optional(),
  /** The column naming each row's item (a food, an activity): the entry's name and the start of its text. */
  item_name: header.optional(),
  details: header.optional(),
  value: header.optional(),
  unit: header.optional(),
  default_type: z.enum(ENTRY_COLLECTIONS).optional(),
  /** The value column's unit where the row has no unit cell: "steps", "kg", "km", "min". */
  value_unit: z.string().trim().min(1, 'Choose a unit or none.').max(40, 'A unit has at most 40 characters.').optional(),
  date_order: z.enum(DATE_ORDERS).optional(),
});
export type CsvMappingBody = z.infer<typeof csvMappingSchema>;

export const previewImportRequest = z.object({ mapping: csvMappingSchema.optional() });

/**
 * A backup's profile against the account's (docs/IMPORT.md "Full backup"): settings the account has not set are filled
 * from the backup; one the account has set and the backup holds otherwise is kept unless the person chooses the backup's.
 */
export const PROFILE_CHOICES = ['keep', 'backup'] as const;
export type ProfileChoice = (typeof PROFILE_CHOICES)[number];

export const confirmImportRequest = z.object({
  /** A backup's settings that differ from the account's: 'keep' the account's (the default) or take the 'backup''s. */
  profile: z.enum(PROFILE_CHOICES, 'Choose keep or backup.').optional(),
});
export type ConfirmImportRequest = z.infer<typeof confirmImportRequest>;

/** The settings a restore may write, in the order the preview lists them. */
export const RESTORED_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'birth_year',
  'age',
  'gender',
  'height_cm',
  'weight_kg',
  'time_zone',
  'date_order',
  'clock',
  'drink_unit',
  'nutrition_targets',
] as const;
export type RestoredProfileField = (typeof RESTORED_PROFILE_FIELDS)[number];

const profileValue = z.union([z.string(), z.number(), z.record(z.string(), z.number())]);
export const profileChangeSchema = z.object({
  field: z.enum(RESTORED_PROFILE_FIELDS),
  /** The account's setting; null when it has none (the backup's fills it). */
  yours: profileValue.nullable(),
  backup: profileValue,
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

const count = z.number().int().min(0);

export const importPreviewSchema = z.object({
  /** Entries in the file that the app takes (each checked as the entries API checks an entry). */
  entries: count,
  /** Of those, the ones already in the account (an earlier import of the same facts): the import skips them. */
  existing: count,
  by_type: z.partialRecord(z.enum(ENTRY_COLLECTIONS), count),
  /** First and last entry time (with its offset), or null when there is none. */
  range: z.object({ first: z.string(), last: z.string() }).nullable(),
  /** Records read from the file (Apple Health samples, CSV rows, backup items). */
  records: count,
  /**
   * Problems that stop the import, the first kinds; a CSV's alike problems are one line with their rows ("Rows 2–9,
   * 14: … : 9 rows."). `problem_count` counts every problem (a row each, grouped or not). Nothing is written while any remain.
   */
  problems: z.array(z.string()),
  problem_count: count,
  /** Of `problem_count`, those in no listed line (a CSV's; absent for other files: `problem_count` less the lines listed). */
  problems_unlisted: count.optional(),
  /** What the person should know that does not stop the import (times read in the import's zone, samples skipped). */
  notes: z.array(z.string()).optional(),
  csv: z
    .object({
      /** This app's own export, another app's recognised by its header (`app` names it), or a generic file to map. */
      kind: z.enum(['app-export', 'other-app', 'generic']),
      /** The other app's export the header was recognised as: "Fitbit daily activity". */
      app: z.string().optional(),
      columns: z.array(z.string()),
      mapping: csvMappingSchema.nullable(),
      /** User inputs in this app's export: not imported from a CSV (the full backup restores them). */
      user_inputs: count,
      /** What each column becomes under the mapping ("the entry’s date, read day first", "not imported"); generic files. */
      column_uses: z.array(z.object({ column: z.string(), use: z.string() })),
      /** The first entries as they will be saved: type title, time with its offset, text and measures in words. */
      examples: z.array(z.object({ row: count, type: z.string(), time: z.string(), text: z.string(), measures: z.string() })),
    })
    .optional(),
  backup: z
    .object({ user_inputs: count, chat_sessions: count, weekly_reports: count, reminders: count, favourites: count, images: count })
    .optional(),
  /** A backup's profile against the account's: what it fills (always) and what differs (replaced only if chosen). */
  profile: z.object({ fills: z.array(profileChangeSchema), differs: z.array(profileChangeSchema) }).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importProgressSchema = z.object({
  /** Entries handled so far: written now, or already in the account from an earlier import. */
  done: count,
  added: count,
  existing: count,
  /** Entries to handle (the preview's), or null before the preview. */
  total: count.nullable(),
});

export const importJobSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_SOURCES),
  file_name: z.string(),
  size: count,
  timezone: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** A job previewing or importing that has not moved for a while: its worker stopped, and confirm resumes it. */
  stalled: z.boolean(),
  preview: importPreviewSchema.nullable(),
  progress: importProgressSchema,
  /** Why the job failed, in words for the person. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const createImportResponse = z.object({
  import: importJobSchema,
  /** Where the browser PUTs the file, with these headers, before the URL expires. */
  upload: z.object({ url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()), expires_at: z.string() }),
});
export type CreateImportResponse = z.infer<typeof createImportResponse>;
